// The browser's oidc-provider session and sign-in interaction, read and changed from the
// provider's own pages (sign-in, profile, confirm password, sign-out) through oidc-provider's
// own API, the same way its session middleware does: `provider.Session.get(ctx)` with a Koa
// context made by `provider.app.createContext(req, res)`, the session cookie set with the
// provider's cookie keys.
// oidc-provider writes its cookies on the raw response; each function here hands them to the
// Fastify reply, which would otherwise replace them with its own Set-Cookie header.
import type { FastifyReply, FastifyRequest } from 'fastify';
import type Provider from 'oidc-provider';
import type { CookiesSetOptions, Interaction, InteractionResults, Session } from 'oidc-provider';

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

/** Moves the Set-Cookie oidc-provider wrote on the raw response onto the Fastify reply. */
function keepProviderCookies(reply: FastifyReply): void {
  const cookies = reply.raw.getHeader('set-cookie');
  if (cookies === undefined) return;
  reply.raw.removeHeader('set-cookie');
  reply.header('set-cookie', cookies);
}

/** Runs work that hands oidc-provider the raw response, then keeps the cookies it wrote. */
async function keepingProviderCookies<T>(reply: FastifyReply, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } finally {
    keepProviderCookies(reply);
  }
}

/** Runs `use` with oidc-provider's Koa context for this request. */
function withContext<T>(
  provider: Provider,
  request: FastifyRequest,
  reply: FastifyReply,
  use: (ctx: ReturnType<Provider['app']['createContext']>) => Promise<T>,
): Promise<T> {
  return keepingProviderCookies(reply, () => use(provider.app.createContext(request.raw, reply.raw)));
}

/** The sign-in interaction this browser is in (throws SessionNotFound when there is none). */
export async function interactionDetails(
  provider: Provider,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<Interaction> {
  return keepingProviderCookies(reply, () => provider.interactionDetails(request.raw, reply.raw));
}

/** Hands the interaction's result back to oidc-provider: 303 to where the authorization goes on. */
export async function finishInteraction(
  provider: Provider,
  request: FastifyRequest,
  reply: FastifyReply,
  result: InteractionResults,
  mergeWithLastSubmission: boolean,
): Promise<FastifyReply> {
  return keepingProviderCookies(reply, async () => {
    const returnTo = await provider.interactionResult(request.raw, reply.raw, result, {
      mergeWithLastSubmission,
    });
    return reply.redirect(returnTo, 303);
  });
}

/** The signed-in session of this browser, or undefined when nobody is signed in at the provider. */
export async function findSignedInSession(
  provider: Provider,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<(Session & { accountId: string }) | undefined> {
  return withContext(provider, request, reply, async (ctx) => {
    const session = await provider.Session.get(ctx);
    return session.accountId ? (session as Session & { accountId: string }) : undefined;
  });
}

/**
 * Signs `accountId` in at the provider for this browser (login form on the profile page).
 * The session gets a new identifier (no fixation); another account's authorizations are dropped.
 */
export async function signInSession(
  provider: Provider,
  request: FastifyRequest,
  reply: FastifyReply,
  accountId: string,
): Promise<void> {
  await withContext(provider, request, reply, async (ctx) => {
    const session = await provider.Session.get(ctx);
    if (session.accountId !== accountId) session.authorizations = undefined;
    session.resetIdentifier();
    session.loginAccount({ accountId, amr: ['pwd'] });
    await session.save(SESSION_TTL_SECONDS);
    ctx.cookies.set(PROVIDER_COOKIE_NAMES.session, session.jti, {
      ...SESSION_COOKIE_OPTIONS,
      expires: new Date(Date.now() + SESSION_TTL_SECONDS * 1000),
    });
  });
}

/**
 * Ends this browser's provider session, as oidc-provider's own end-session "logout" does:
 * revokes the grants (and their codes and access tokens) the session gave to clients, destroys
 * the session and clears its cookie. Works whether or not a session exists.
 */
export async function endSession(
  provider: Provider,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<void> {
  await withContext(provider, request, reply, async (ctx) => {
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
  });
}
