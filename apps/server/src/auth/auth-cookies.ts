import type { CookieSerializeOptions } from '@fastify/cookie';

/** The session cookie. Portal cookies start with `portal_` so they never meet the provider's on localhost. */
export const SESSION_COOKIE = 'portal_session';
/** Binds sign-ins in flight to the browser that started them (RFC 9700 §4.7: state bound to the user agent). */
export const SIGN_IN_BINDING_COOKIE = 'portal_signin';

/**
 * HttpOnly: scripts never see the token. SameSite=Lax: sent on the provider's top-level
 * redirect back, not on cross-site subrequests. Secure: HTTPS only (browsers treat
 * http://localhost as secure, so local use works).
 */
export function sessionCookieOptions(secure: boolean): CookieSerializeOptions {
  return { httpOnly: true, sameSite: 'lax', secure, path: '/' };
}

export function signInBindingCookieOptions(secure: boolean, maxAgeSeconds: number): CookieSerializeOptions {
  return { httpOnly: true, sameSite: 'lax', secure, path: '/auth', maxAge: maxAgeSeconds };
}
