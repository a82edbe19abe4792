/**
 * Cookies the page itself reads and writes (consent, idle expiry, analytics ids). The
 * session cookie is HttpOnly and never seen here. Every cookie is first-party, on path `/`,
 * SameSite=Lax and Secure where the browser allows it (https, or localhost, which browsers
 * treat as secure).
 */
export interface CookieOptions {
  /** Lifetime in seconds; without it the cookie ends with the browser session. */
  maxAgeSeconds?: number;
  sameSite?: 'Strict' | 'Lax';
}

type CookieWindow = { document: Pick<Document, 'cookie'>; location: Pick<Location, 'protocol' | 'hostname'> };

export function readCookie(name: string, doc: Pick<Document, 'cookie'> = document): string | null {
  const prefix = `${name}=`;
  const entry = doc.cookie
    .split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith(prefix));
  if (entry === undefined) return null;
  try {
    return decodeURIComponent(entry.slice(prefix.length));
  } catch {
    return null;
  }
}

export function writeCookie(
  name: string,
  value: string,
  { maxAgeSeconds, sameSite = 'Lax' }: CookieOptions = {},
  win: CookieWindow = window,
): void {
  const secure =
    win.location.protocol === 'https:' || win.location.hostname === 'localhost' ? '; Secure' : '';
  const maxAge = maxAgeSeconds === undefined ? '' : `; Max-Age=${Math.floor(maxAgeSeconds)}`;
  win.document.cookie = `${name}=${encodeURIComponent(value)}${maxAge}; Path=/; SameSite=${sameSite}${secure}`;
}

/** Removes a cookie from the page's host and, for cookies scripts put on a parent domain, from that too. */
export function deleteCookie(name: string, win: CookieWindow = window): void {
  win.document.cookie = `${name}=; Max-Age=0; Path=/`;
  const parts = win.location.hostname.split('.');
  for (let i = parts.length - 2; i >= 0 && parts.length > 1; i -= 1) {
    win.document.cookie = `${name}=; Max-Age=0; Path=/; Domain=.${parts.slice(i).join('.')}`;
  }
}
