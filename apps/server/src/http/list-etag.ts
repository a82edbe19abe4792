import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';

/**
 * ETag and If-None-Match for JSON reads: a GET answered 200 with JSON carries a strong ETag
 * (the SHA-1 of the body, so any change of the list gives a new one), and a GET whose
 * If-None-Match names it is answered 304 with no body — a dashboard that asks again gets
 * "unchanged" instead of the same list once more. Images keep their own caching; answers
 * marked no-store (the session's) are never validated.
 */
export function registerJsonEtags(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply, payload) => {
    if (request.method !== 'GET' || reply.statusCode !== 200 || typeof payload !== 'string') return payload;
    if (String(reply.getHeader('cache-control') ?? '').includes('no-store')) return payload;
    // An answer served from memory (kept-answers.ts) comes with the ETag it was sent with.
    const known = reply.getHeader('etag');
    const etag = typeof known === 'string' ? known : `"${createHash('sha1').update(payload).digest('base64url')}"`;
    reply.header('etag', etag);
    if (!namesEtag(request.headers['if-none-match'], etag)) return payload;
    reply.code(304);
    reply.removeHeader('content-type');
    return '';
  });
}

/** If-None-Match compares weakly (RFC 9110 §13.1.2): a W/ prefix does not matter; * matches any. */
function namesEtag(header: string | undefined, etag: string): boolean {
  if (header === undefined) return false;
  return header.split(',').some((tag) => {
    const trimmed = tag.trim();
    return trimmed === '*' || trimmed.replace(/^W\//, '') === etag;
  });
}
