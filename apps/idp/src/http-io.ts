// Small helpers for the provider's own pages on a plain node:http server: reading a form body,
// sending HTML and redirects with the security headers, reading cookies.
import type { IncomingMessage, ServerResponse } from 'node:http';

const MAX_FORM_BYTES = 16 * 1024;

export class BadRequestError extends Error {}

/** Headers every response of the provider carries. */
export function setCommonSecurityHeaders(res: ServerResponse): void {
  res.setHeader('X-Frame-Options', 'DENY');
  res.setHeader('X-Content-Type-Options', 'nosniff');
  res.setHeader('Referrer-Policy', 'no-referrer');
  res.setHeader('Cross-Origin-Opener-Policy', 'same-origin');
}

/**
 * The Content-Security-Policy of HTML pages. No script at all on our pages; oidc-provider's own
 * pages get `script-src 'self'`, to which it appends the hash of the one inline script it may
 * send (the auto-submitting form_post page). `form-action` lists the client origins because
 * browsers apply it to the redirects that follow a form submission (login → portal callback).
 */
export function contentSecurityPolicy(formTargets: string[], allowProviderScripts = false): string {
  return [
    "default-src 'none'",
    allowProviderScripts ? "script-src 'self'" : undefined,
    "style-src 'self'",
    "img-src 'self'",
    `form-action 'self' ${formTargets.join(' ')}`.trim(),
    "frame-ancestors 'none'",
    "base-uri 'none'",
  ]
    .filter((directive) => directive !== undefined)
    .join('; ');
}

export function sendHtml(res: ServerResponse, status: number, body: string, csp: string): void {
  res.statusCode = status;
  res.setHeader('Content-Type', 'text/html; charset=utf-8');
  res.setHeader('Cache-Control', 'no-store');
  res.setHeader('Content-Security-Policy', csp);
  res.setHeader('Content-Length', Buffer.byteLength(body));
  res.end(body);
}

export function sendRedirect(res: ServerResponse, location: string): void {
  res.statusCode = 303;
  res.setHeader('Location', location);
  res.setHeader('Cache-Control', 'no-store');
  res.setHeader('Content-Length', '0');
  res.end();
}

/** Parses an application/x-www-form-urlencoded body of at most 16 KiB. */
export async function readForm(req: IncomingMessage): Promise<URLSearchParams> {
  const type = (req.headers['content-type'] ?? '').split(';')[0]?.trim().toLowerCase();
  if (type !== 'application/x-www-form-urlencoded') {
    throw new BadRequestError('expected a form body');
  }
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    const buffer = chunk as Buffer;
    size += buffer.length;
    if (size > MAX_FORM_BYTES) throw new BadRequestError('form body too large');
    chunks.push(buffer);
  }
  return new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
}

/** One form field; a repeated field is refused, as oidc-provider refuses duplicate parameters. */
export function field(form: URLSearchParams, name: string): string | undefined {
  const values = form.getAll(name);
  if (values.length > 1) throw new BadRequestError(`parameter ${name} repeated`);
  return values[0];
}

/** One query parameter, refusing repeats. */
export function queryParam(url: URL, name: string): string | undefined {
  return field(url.searchParams, name);
}

export function readCookie(req: IncomingMessage, name: string): string | undefined {
  const header = req.headers.cookie;
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const index = part.indexOf('=');
    if (index === -1) continue;
    if (part.slice(0, index).trim() === name) {
      try {
        return decodeURIComponent(part.slice(index + 1).trim());
      } catch {
        return undefined;
      }
    }
  }
  return undefined;
}

export function appendSetCookie(res: ServerResponse, cookie: string): void {
  const existing = res.getHeader('Set-Cookie');
  const list =
    existing === undefined ? [] : Array.isArray(existing) ? existing : [String(existing)];
  res.setHeader('Set-Cookie', [...list, cookie]);
}
