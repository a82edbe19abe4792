// The browser's oidc-provider session, read and changed from the provider's own pages (profile,
// confirm password, sign-out) through oidc-provider's Session model, the same way its own
// session middleware does: `provider.Session.get(ctx)` with a Koa context made by
// `provider.app.createContext(req, res)`, the session cookie set with the provider's cookie keys.
import type { IncomingMessage, ServerResponse } from 'node:http';

import type Provider from 'oidc-provider';
import type { CookiesSetOptions, Session } from 'oidc-provider';

/** oidc-provider's `cookies.long` options; the same object is given to its configuration. */
export const SESSION_COOKIE_OPTIONS: CookiesSetOptions = {
  httpOnly: true,
  // Lax, not oidc-provider's default None: the portal reaches the provider only by top-level
  // navigations (authorization, profile, confirm, sign-out), which carry Lax cookies, and
  // browsers drop SameSite=None cookies that are not Secure (http://localhost).
  sameSite: 'lax',
  signed: true,
};

/** oidc-provider's default cookie names, stated once (none starts with the portal's `portal_`). */
export const PROVIDER_COOKIE_NAMES = {
  session: '_session',
  interaction: '_interaction',
  resume: '_interaction_resume',
} as const;

export const SESSION_TTL_SECONDS = 24 * 60 * 60;

function koaContext(provider: Provider, req: IncomingMessage, res: ServerResponse) {
  return provider.app.createContext(req, res);
}

/** The signed-in session of this browser, or undefined when nobody is signed in at the provider. */
export async function findSignedInSession(
  provider: Provider,
  req: IncomingMessage,
  res: ServerResponse,
): Promise<(Session & { accountId: string }) | undefined> {
  const session = await provider.Session.get(koaContext(provider, req, res));
  return session.accountId ? (session as Session & { accountId: string }) : undefined;
}

/**
 * Signs `accountId` in at the provider for this browser (login form on the profile page).
 * The session gets a new identifier (no fixation); another account's authorizations are dropped.
 */
export async function signInSession(
  provider: Provider,
  req: IncomingMessage,
  res: ServerResponse,
  accountId: string,
): Promise<void> {
  const ctx = koaContext(provider, req, res);
  const session = await provider.Session.get(ctx);
  if (session.accountId !== accountId) session.authorizations = undefined;
  session.resetIdentifier();
  session.loginAccount({ accountId, amr: ['pwd'] });
  await session.save(SESSION_TTL_SECONDS);
  ctx.cookies.set(PROVIDER_COOKIE_NAMES.session, session.jti, {
    ...SESSION_COOKIE_OPTIONS,
    expires: new Date(Date.now() + SESSION_TTL_SECONDS * 1000),
  });
}

/**
 * Ends this browser's provider session, as oidc-provider's own end-session "logout" does:
 * revokes the grants (and their codes and access tokens) the session gave to clients, destroys
 * the session and clears its cookie. Works whether or not a session exists.
 */
export async function endSession(
  provider: Provider,
  req: IncomingMessage,
  res: ServerResponse,
): Promise<void> {
  const ctx = koaContext(provider, req, res);
  const session = await provider.Session.get(ctx);
  const grantIds = Object.values(session.authorizations ?? {})
    .map((authorization) => authorization.grantId)
    .filter((grantId): grantId is string => typeof grantId === 'string');
  await Promise.all(
    grantIds.map(async (grantId) => {
      await Promise.all([
        provider.AccessToken.revokeByGrantId(grantId),
        provider.AuthorizationCode.revokeByGrantId(grantId),
        provider.RefreshToken.revokeByGrantId(grantId),
      ]);
      await provider.Grant.adapter.destroy(grantId);
    }),
  );
  if (session.exp !== undefined) await session.destroy();
  ctx.cookies.set(PROVIDER_COOKIE_NAMES.session, null, SESSION_COOKIE_OPTIONS);
}
