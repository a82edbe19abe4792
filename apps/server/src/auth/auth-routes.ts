import { Rcodes } from '@cloud-portal/contract/rcodes';
import { startPasswordConfirmation } from '@cloud-portal/contract/confirm-token';
import { getSession } from '@cloud-portal/contract/session';
import { PortalRoutes } from '@cloud-portal/contract/portal-routes';
import { endSession, signInCallback, startSignIn, startSignInNavigation } from '@cloud-portal/contract/sign-in';
import type { FormNavigation, StartSignInBody } from '@cloud-portal/contract/sign-in';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import * as oidc from 'openid-client';
import { ApiError } from '../http/api-error';
import { registerEndpoint } from '../http/register-endpoint';
import { routeSchema } from '../http/route-schema';
import { accountIdForIdentity, upsertAccountForIdentity } from './account-repository';
import { BrowserReauthenticationRepository } from './browser-reauthentication-repository';
import { SESSION_COOKIE, SIGN_IN_BINDING_COOKIE, sessionCookieOptions, signInBindingCookieOptions } from './auth-cookies';
import { REAUTHENTICATION_PARAMETERS, type SignedInIdentity } from './oidc-gateway';
import { PortalConfirmTokenRepository } from './portal-confirm-token-repository';
import { ProviderUnavailableError } from './provider-unavailable-error';
import { requireSession } from './require-session';
import { hashToken, newSecretToken } from './secret-token';
import { SIGN_IN_REQUEST_TTL_MS, SignInRequestRepository, type PendingSignIn } from './sign-in-request-repository';
import { requestBrowser } from '../modules/security/request-browser';
import { readBrowserId } from '../modules/verification/browser-id-cookie';
import { recordSecurityEvent } from '../modules/security/security-event-repository';
import type { PortalServices } from '../portal-services';

/** What the sign-in routes use: the provider, sessions, the public URL and cookie settings (config), and what /metrics counts. */
type AuthRoutesServices = Pick<PortalServices, 'db' | 'gateway' | 'sessions' | 'config' | 'events'>;

/**
 * Sign-in, the session check and sign-out (spec §2 Login page, §7 token endpoints for access
 * and expire). Authorization code + PKCE S256; state and nonce kept server-side and bound to
 * the browser by an HttpOnly cookie.
 */
export async function authRoutes(app: FastifyInstance, services: AuthRoutesServices): Promise<void> {
  const { db, gateway, sessions, config, events } = services;
  const { publicUrl, cookieSecure, findDeviceUrl } = config;
  const signInRequests = new SignInRequestRepository(db);
  const portalConfirmTokens = new PortalConfirmTokenRepository(db);
  const reauthentications = new BrowserReauthenticationRepository(db);

  // Session answers are personal and change with every call (the idle time-out moves on):
  // no cache keeps them, and no ETag turns a keep-alive into "304 unchanged".
  app.addHook('onRequest', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  /**
   * A round trip to the provider's authorization endpoint: state, nonce and PKCE verifier
   * kept server-side, bound to this browser by the binding cookie (one per browser, so
   * parallel sign-ins in two tabs both stay valid). Answers the GET form to submit.
   */
  async function startProviderRoundTrip(
    request: FastifyRequest,
    reply: FastifyReply,
    trip: { returnTo: string; extra: Readonly<Record<string, string>>; confirmFor?: { accountId: string } },
  ): Promise<FormNavigation> {
    const state = oidc.randomState();
    const nonce = oidc.randomNonce();
    const codeVerifier = oidc.randomPKCECodeVerifier();
    let form;
    try {
      form = await gateway.authorizationForm({ state, nonce, codeChallenge: await oidc.calculatePKCECodeChallenge(codeVerifier), extra: trip.extra });
    } catch (error) {
      throw providerError(request, error);
    }
    await rememberRoundTrip(request, reply, { state, nonce, codeVerifier, returnTo: trip.returnTo, ...(trip.confirmFor && { confirmFor: trip.confirmFor }) });
    return form;
  }

  /** Keeps a round trip's state server-side, bound to this browser by the binding cookie. */
  async function rememberRoundTrip(request: FastifyRequest, reply: FastifyReply, trip: PendingSignIn & { state: string }): Promise<void> {
    const binding = validBinding(request.cookies[SIGN_IN_BINDING_COOKIE]) ?? newSecretToken();
    await signInRequests.create({ ...trip, browserBindingHash: hashToken(binding) });
    reply.setCookie(SIGN_IN_BINDING_COOKIE, binding, signInBindingCookieOptions(cookieSecure, SIGN_IN_REQUEST_TTL_MS / 1000));
  }

  /**
   * A sign-in's round trip. A browser whose session the owner ended is asked for its password
   * again (OIDC Core prompt=login; max_age=0 so the ID token must carry auth_time, checked at
   * the callback): the provider's own session would otherwise sign it straight back in.
   */
  async function signInTrip(request: FastifyRequest, body: StartSignInBody) {
    const browserIdHash = browserIdHashOf(request);
    const mustReauthenticate = browserIdHash !== null && (await reauthentications.requiredSince(browserIdHash)) !== null;
    return {
      returnTo: body.returnTo,
      extra: {
        locale: body.locale,
        countryCode: body.countryCode,
        goBackURL: `${publicUrl}/#${body.goBackRoute}`,
        ...(mustReauthenticate && REAUTHENTICATION_PARAMETERS),
      },
    };
  }

  registerEndpoint(app, startSignIn, async (request, reply) =>
    startProviderRoundTrip(request, reply, await signInTrip(request, request.body)),
  );

  // The sign-in page's form before the app has started: the browser goes to the provider
  // straight away, or to the page the app shows when it cannot be reached.
  registerEndpoint(app, startSignInNavigation, async (request, reply) => {
    let form: FormNavigation;
    try {
      form = await startProviderRoundTrip(request, reply, await signInTrip(request, request.query));
    } catch (error) {
      if (error instanceof ApiError && error.status === 502) return reply.redirect(`/#${PortalRoutes.error502}`, 302);
      throw error;
    }
    const target = new URL(form.action);
    for (const [name, value] of Object.entries(form.fields)) target.searchParams.set(name, value);
    return reply.redirect(target.href, 302);
  });

  registerEndpoint(app, signInCallback, async (request, reply) => {
    const { query } = request;
    const binding = validBinding(request.cookies[SIGN_IN_BINDING_COOKIE]);
    // Taken (and deleted) before anything else: a state works once, even when the rest fails.
    const pending = query.state ? await signInRequests.take(query.state, binding ? hashToken(binding) : null) : null;
    if (!pending) {
      request.log.warn({ hasState: Boolean(query.state), hasBinding: Boolean(binding) }, 'sign-in callback with unknown, replayed or foreign state');
      events.signIn('refused');
      return reply.redirect(`${publicUrl}/#/error400`, 302);
    }
    if (query.error) {
      request.log.warn({ error: query.error }, 'sign-in provider answered with an error');
      events.signIn('refused');
      return reply.redirect(`${publicUrl}/#/error400`, 302);
    }
    if (pending.confirmFor?.atGate) {
      return reply.redirect(await finishGate(request, pending.confirmFor.accountId, query.confirm_token, pending.returnTo), 302);
    }
    let identity;
    try {
      identity = await gateway.exchangeCode(new URL(request.url, publicUrl), {
        state: query.state as string,
        nonce: pending.nonce,
        codeVerifier: pending.codeVerifier,
        ...(pending.confirmFor && { authenticatedSince: pending.createdAt }),
      });
    } catch (error) {
      if (error instanceof ProviderUnavailableError) {
        request.log.error({ err: error }, 'sign-in provider unreachable during code exchange');
        events.signIn('provider_unavailable');
        return reply.redirect(`${publicUrl}/#/error502`, 302);
      }
      request.log.warn({ err: error }, 'sign-in code exchange refused');
      events.signIn('refused');
      return reply.redirect(`${publicUrl}/#/error400`, 302);
    }
    if (pending.confirmFor) {
      return reply.redirect(await finishReauthentication(request, pending.confirmFor.accountId, identity, pending.returnTo), 302);
    }
    // A browser whose session the owner ended must have entered its password since: the
    // provider may have ignored prompt=login, or the browser dropped it from the request.
    const browserIdHash = browserIdHashOf(request);
    const reauthenticationSince = browserIdHash === null ? null : await reauthentications.requiredSince(browserIdHash);
    if (reauthenticationSince !== null && !authenticatedSince(identity, reauthenticationSince)) {
      request.log.warn('sign-in of a browser that must re-authenticate, without a fresh authentication');
      events.signIn('refused');
      return reply.redirect(`${publicUrl}/#/error400`, 302);
    }
    const account = await upsertAccountForIdentity(db, identity);
    // A new sign-in in this browser replaces its session: the previous one ends rather than
    // living on unseen (a cookie copied before would otherwise stay valid).
    const previous = request.cookies[SESSION_COOKIE];
    if (previous) await sessions.signOut(previous);
    const browser = { ...requestBrowser(request), browserIdHash };
    const token = await sessions.create(account.id, identity.idToken, identity.issuer, new Date(), browser);
    if (browserIdHash !== null && reauthenticationSince !== null) await reauthentications.clear(browserIdHash, reauthenticationSince);
    await recordSecurityEvent(db, { accountId: account.id, type: 'signedIn', browser });
    reply.setCookie(SESSION_COOKIE, token, sessionCookieOptions(cookieSecure));
    events.signIn('signed_in');
    return reply.redirect(`${publicUrl}/?success=1#${pending.returnTo}`, 302);
  });

  /**
   * The end of a forced re-authentication: the browser's portal session and the identity
   * that just entered its password must both be the account that asked. Answers where to
   * send the browser: back to the screen with the portal's confirm token, or an error page.
   */
  async function finishReauthentication(request: FastifyRequest, accountId: string, identity: SignedInIdentity, returnTo: string): Promise<string> {
    const sessionToken = request.cookies[SESSION_COOKIE];
    const session = sessionToken ? await sessions.findAndTouch(sessionToken) : null;
    // Session ended meanwhile: the screen finds no session and offers the sign-in.
    if (session?.account.id !== accountId) return `${publicUrl}/#${returnTo}`;
    if ((await accountIdForIdentity(db, identity.issuer, identity.subject)) !== accountId) {
      request.log.warn('re-authentication by another account than the signed-in one; no confirm token');
      await recordSecurityEvent(db, { accountId, type: 'verificationFailed', browser: requestBrowser(request), subject: 'passwordOfAnotherAccount' });
      return `${publicUrl}/#/error400`;
    }
    const confirmToken = await portalConfirmTokens.issue(accountId);
    await recordSecurityEvent(db, { accountId, type: 'passwordConfirmed', browser: requestBrowser(request) });
    return `${publicUrl}/?confirm_token=${encodeURIComponent(confirmToken)}#${returnTo}`;
  }

  /**
   * The return from the provider's confirm-password gate, with the state this browser took
   * there (checked above, once). The confirm token goes on to the screen only for the
   * session of the account that asked; the token itself is checked when a deletion uses it.
   */
  async function finishGate(request: FastifyRequest, accountId: string, confirmToken: string | undefined, returnTo: string): Promise<string> {
    if (!confirmToken) {
      request.log.warn('confirm-password gate returned without a confirm token');
      return `${publicUrl}/#/error400`;
    }
    const sessionToken = request.cookies[SESSION_COOKIE];
    const session = sessionToken ? await sessions.findAndTouch(sessionToken) : null;
    // Session ended meanwhile: the screen finds no session and offers the sign-in.
    if (session?.account.id !== accountId) return `${publicUrl}/#${returnTo}`;
    return `${publicUrl}/?confirm_token=${encodeURIComponent(confirmToken)}#${returnTo}`;
  }

  registerEndpoint(app, endSession, async (request, reply) => {
    const { reason } = request.body;
    const token = request.cookies[SESSION_COOKIE];
    // The row is kept, ended: a call still carrying the cookie (another tab) learns why (19008).
    const ended = token ? await sessions.signOut(token) : null;
    if (ended?.endedNow) await recordSecurityEvent(db, { accountId: ended.accountId, type: 'signedOut', browser: requestBrowser(request) });
    reply.clearCookie(SESSION_COOKIE, sessionCookieOptions(cookieSecure));
    return gateway.signOutForm(reason === 'timeout' ? '/timeout' : '/logout', publicUrl, ended?.idToken ?? null);
  });

  registerEndpoint(app, startPasswordConfirmation, async (request, reply) => {
    const session = await requireSession(request, reply, sessions, cookieSecure);
    const { returnTo } = request.body;
    const state = oidc.randomState();
    let gate;
    try {
      gate = await gateway.confirmPasswordForm(state);
    } catch (error) {
      throw providerError(request, error);
    }
    if (gate) {
      // The gate answers no code, so there is no nonce or PKCE verifier to keep: only the
      // state, bound to this browser and this account, checked when the browser comes back.
      await rememberRoundTrip(request, reply, { state, nonce: '', codeVerifier: '', returnTo, confirmFor: { accountId: session.account.id, atGate: true } });
      return gate;
    }
    // No confirm-password gate at this provider (or OIDC_CONFIRM_PASSWORD=reauthenticate): a
    // forced re-authentication; the sign-in callback then issues the portal's own confirm token.
    return startProviderRoundTrip(request, reply, {
      returnTo,
      extra: { ...REAUTHENTICATION_PARAMETERS, goBackURL: `${publicUrl}/#${returnTo}` },
      confirmFor: { accountId: session.account.id },
    });
  });

  app.get(getSession.path, { schema: routeSchema(getSession) }, async (request, reply) => {
    const session = await requireSession(request, reply, sessions, cookieSecure);
    const { account } = session;
    return {
      signedIn: true as const,
      account: {
        name: account.displayName,
        ...(account.givenName ? { givenName: account.givenName } : {}),
        ...(account.familyName ? { familyName: account.familyName } : {}),
        loginId: account.loginId,
        profileImageUrl: account.profileImageUrl,
        validatedEmail: account.validatedEmail,
      },
      links: {
        profilePageUrl: await gateway.profilePageUrl(),
        serviceId: config.oidc.clientId,
        findDeviceUrl,
      },
      expiresAt: session.expiresAt.toISOString(),
    };
  });
}

/** The hash of this browser's device-id cookie (sessions and marks keep it so); null without one. */
function browserIdHashOf(request: FastifyRequest): string | null {
  const browserId = readBrowserId(request);
  return browserId === null ? null : hashToken(browserId);
}

/**
 * Whether the provider authenticated the user at or after `since`. auth_time has whole
 * seconds, so `since`'s own second counts; without auth_time nothing is proved.
 */
function authenticatedSince(identity: SignedInIdentity, since: Date): boolean {
  const at = identity.authenticatedAt;
  return at instanceof Date && at.getTime() >= Math.floor(since.getTime() / 1000) * 1000;
}

/** A binding cookie we could have set (base64url of 32 bytes); anything else is ignored. */
function validBinding(value: string | undefined): string | null {
  return value && /^[A-Za-z0-9_-]{43}$/.test(value) ? value : null;
}

function providerError(request: FastifyRequest, error: unknown): ApiError {
  request.log.error({ err: error }, 'sign-in provider unavailable');
  return new ApiError(Rcodes.PROVIDER_UNAVAILABLE, 'The sign-in service cannot be reached. Try again later.');
}

