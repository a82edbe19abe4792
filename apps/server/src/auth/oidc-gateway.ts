import type { FormNavigation } from '@cloud-portal/contract/sign-in';
import * as oidc from 'openid-client';
import { isLoopbackHost } from '../config/loopback-hosts';
import { ProviderUnavailableError } from './provider-unavailable-error';

export interface OidcSettings {
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** The portal's redirect URI (token endpoint for access). */
  redirectUri: string;
  /** 'reauthenticate' ignores a provider's confirm-password gate (config OIDC_CONFIRM_PASSWORD). */
  confirmPassword?: 'auto' | 'reauthenticate';
}

export interface AuthorizationParameters {
  state: string;
  nonce: string;
  codeChallenge: string;
  extra: Readonly<Record<string, string>>;
}

/**
 * A forced re-authentication (architecture: destructive calls, for providers without a
 * confirm-password gate): the provider must ask for the password even with a live session.
 */
export const REAUTHENTICATION_PARAMETERS = { prompt: 'login', max_age: '0' } as const;

export interface SignedInIdentity {
  issuer: string;
  subject: string;
  name: string;
  /** OIDC given_name and family_name, when the provider sends them. */
  givenName?: string | null;
  familyName?: string | null;
  loginId: string;
  pictureUrl: string | null;
  emailVerified: boolean;
  idToken: string | null;
  /** When the provider last authenticated the user (ID token auth_time); null when it does not say. */
  authenticatedAt?: Date | null;
}

/** The claims of a verified ID token the portal reads (OIDC core standard claims). */
export interface IdTokenClaims {
  iss: string;
  sub: string;
  [claim: string]: unknown;
}

/** Who a verified ID token names, as the portal keeps it: the web sign-in's and a device enrolment's. */
export function identityFromClaims(claims: IdTokenClaims, idToken: string | null): SignedInIdentity {
  const loginId = stringClaim(claims.preferred_username) ?? stringClaim(claims.email) ?? claims.sub;
  return {
    issuer: claims.iss,
    subject: claims.sub,
    name: stringClaim(claims.name) ?? loginId,
    givenName: stringClaim(claims.given_name),
    familyName: stringClaim(claims.family_name),
    loginId,
    pictureUrl: stringClaim(claims.picture),
    emailVerified: claims.email_verified === true,
    idToken,
    authenticatedAt: typeof claims.auth_time === 'number' ? new Date(claims.auth_time * 1000) : null,
  };
}

/** Custom discovery fields of the embedded provider; other providers simply lack them. */
interface PortalProviderMetadata {
  portal_signout_endpoint?: string;
  portal_profile_endpoint?: string;
  portal_confirm_password_endpoint?: string;
}

const PROVIDER_TIMEOUT_SECONDS = 5;

/**
 * The portal's side of OpenID Connect, on `openid-client` (authorization code + PKCE S256,
 * state and nonce checked, exact redirect URI). Discovery is done on first use and kept;
 * a failed discovery is retried on the next call so the portal recovers when the provider
 * comes back.
 */
export class OidcGateway {
  private configuration: Promise<oidc.Configuration> | null = null;

  constructor(private readonly settings: OidcSettings) {}

  /** The GET form to the provider's authorization endpoint (spec §2 Login page). */
  async authorizationForm(parameters: AuthorizationParameters): Promise<FormNavigation> {
    const config = await this.discover();
    const url = oidc.buildAuthorizationUrl(config, {
      response_type: 'code',
      redirect_uri: this.settings.redirectUri,
      scope: 'openid profile email',
      state: parameters.state,
      nonce: parameters.nonce,
      code_challenge: parameters.codeChallenge,
      code_challenge_method: 'S256',
      ...parameters.extra,
    });
    // A GET form replaces the action's query with its fields, so every parameter (including
    // any the endpoint URL already carried) becomes a hidden field.
    const fields = Object.fromEntries(url.searchParams);
    url.search = '';
    return { action: url.href, fields };
  }

  /**
   * Finishes the sign-in: exchanges the code (with the PKCE verifier) and validates the
   * ID token against the expected state and nonce. Throws ProviderUnavailableError when the
   * provider cannot be reached, any other error when the answer is refused.
   */
  async exchangeCode(
    callbackUrl: URL,
    expected: { state: string; nonce: string; codeVerifier: string; authenticatedSince?: Date },
  ): Promise<SignedInIdentity> {
    const config = await this.discover();
    let tokens: Awaited<ReturnType<typeof oidc.authorizationCodeGrant>>;
    try {
      tokens = await oidc.authorizationCodeGrant(config, callbackUrl, {
        pkceCodeVerifier: expected.codeVerifier,
        expectedState: expected.state,
        expectedNonce: expected.nonce,
        idTokenExpected: true,
        // A re-authentication must be fresh: auth_time required, and no older than the request.
        ...(expected.authenticatedSince && { maxAge: ageInSeconds(expected.authenticatedSince) }),
      });
    } catch (error) {
      if (isNetworkFailure(error)) throw new ProviderUnavailableError(error);
      throw error;
    }
    const claims = tokens.claims();
    if (!claims) throw new Error('the provider returned no ID token claims');
    return identityFromClaims(claims, tokens.id_token ?? null);
  }

  /**
   * Where devices sign their owner in (device authorization grant, RFC 8628); the
   * device-authorization endpoint is null when the provider offers none.
   */
  async deviceSignInEndpoints(): Promise<{ issuer: string; deviceAuthorizationEndpoint: string | null; tokenEndpoint: string | null }> {
    const metadata = (await this.discover()).serverMetadata();
    return {
      issuer: metadata.issuer,
      deviceAuthorizationEndpoint: metadata.device_authorization_endpoint ?? null,
      tokenEndpoint: metadata.token_endpoint ?? null,
    };
  }

  /**
   * The provider sign-out navigation (spec §7). The embedded provider takes appId and
   * returnUrl; any other provider gets standard RP-initiated logout. With the provider
   * unreachable the browser goes straight to the landing page: signing out of the portal
   * must never fail.
   */
  async signOutForm(landingRoute: '/logout' | '/timeout', portalUrl: string, idToken: string | null): Promise<FormNavigation> {
    let metadata: oidc.ServerMetadata & PortalProviderMetadata;
    try {
      metadata = (await this.discover()).serverMetadata() as oidc.ServerMetadata & PortalProviderMetadata;
    } catch {
      return { action: `${portalUrl}${landingRoute}`, fields: {} };
    }
    if (metadata.portal_signout_endpoint) {
      return {
        action: metadata.portal_signout_endpoint,
        fields: { appId: this.settings.clientId, returnUrl: `${portalUrl}/#${landingRoute}` },
      };
    }
    if (metadata.end_session_endpoint) {
      const fields: Record<string, string> = {
        client_id: this.settings.clientId,
        post_logout_redirect_uri: `${portalUrl}${landingRoute}`,
      };
      if (idToken) fields.id_token_hint = idToken;
      return { action: metadata.end_session_endpoint, fields };
    }
    return { action: `${portalUrl}${landingRoute}`, fields: {} };
  }

  /**
   * The GET form to the provider's confirm-password gate, which sends the browser back to the
   * portal's redirect URI (registered, matched exactly by the provider) with `confirm_token`
   * and `state` in its query. Null when the provider has no such gate.
   */
  async confirmPasswordForm(state: string): Promise<FormNavigation | null> {
    const metadata = (await this.discover()).serverMetadata() as oidc.ServerMetadata & PortalProviderMetadata;
    if (this.settings.confirmPassword === 'reauthenticate' || !metadata.portal_confirm_password_endpoint) return null;
    return {
      action: metadata.portal_confirm_password_endpoint,
      fields: { client_id: this.settings.clientId, redirect_uri: this.settings.redirectUri, state },
    };
  }

  /** Issuer and key set that confirm tokens are signed with (the provider's own keys). */
  async signingKeys(): Promise<{ issuer: string; jwksUri: string }> {
    const metadata = (await this.discover()).serverMetadata();
    if (!metadata.jwks_uri) throw new ProviderUnavailableError(new Error('the provider publishes no jwks_uri'));
    return { issuer: metadata.issuer, jwksUri: metadata.jwks_uri };
  }

  /** The provider's account profile page, when it publishes one; null otherwise or when unreachable. */
  async profilePageUrl(): Promise<string | null> {
    try {
      const metadata = (await this.discover()).serverMetadata() as oidc.ServerMetadata & PortalProviderMetadata;
      return metadata.portal_profile_endpoint ?? null;
    } catch {
      return null;
    }
  }

  private discover(): Promise<oidc.Configuration> {
    if (!this.configuration) {
      const { issuer, clientId, clientSecret } = this.settings;
      const issuerUrl = new URL(issuer);
      this.configuration = oidc
        .discovery(issuerUrl, clientId, { client_secret: clientSecret }, oidc.ClientSecretBasic(clientSecret), {
          timeout: PROVIDER_TIMEOUT_SECONDS,
          // Plain HTTP only for a provider on this machine (the embedded one); anything else must be HTTPS.
          execute: isLoopbackHost(issuerUrl.hostname) ? [oidc.allowInsecureRequests] : [],
        })
        .then((configuration) => {
          configuration.timeout = PROVIDER_TIMEOUT_SECONDS;
          return configuration;
        })
        .catch((error: unknown) => {
          this.configuration = null;
          throw new ProviderUnavailableError(error);
        });
    }
    return this.configuration;
  }
}

/** Whole seconds since `since`, rounded up, so an authentication at that very moment passes. */
function ageInSeconds(since: Date): number {
  return Math.max(0, Math.ceil((Date.now() - since.getTime()) / 1000));
}

function stringClaim(value: unknown): string | null {
  return typeof value === 'string' && value.length > 0 ? value : null;
}

/** fetch() failures (refused, reset, timed out) as opposed to answers the provider gave. */
function isNetworkFailure(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  if (error.name === 'TimeoutError' || error.name === 'AbortError') return true;
  return error instanceof TypeError && /fetch failed/i.test(error.message);
}
