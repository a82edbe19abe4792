// The oidc-provider (v8) configuration of the embedded sign-in provider: authorization code
// flow only, PKCE S256 required, confidential clients (client_secret_basic or _post), scopes
// openid profile email with their claims in the ID token, no consent screen for the portal
// (first-party), and the provider's own pages for errors and the standard end-session endpoint.
import type { ClientMetadata, Configuration, KoaContextWithOIDC } from 'oidc-provider';

import type { AccountStore } from './account-store';
import type { ClientRegistry } from './client-registry';
import { html, SafeHtml } from './html';
import { contentSecurityPolicy } from './security-headers';
import type { SigningKey } from './key-material';
import { t } from './messages';
import { renderDeviceCodePage, renderDeviceConfirmPage, renderDeviceDonePage, type AskingDevice } from './pages/device-pages';
import { renderNoticePage } from './pages/notice-page';
import {
  PROVIDER_COOKIE_NAMES,
  SESSION_COOKIE_OPTIONS,
  SESSION_TTL_SECONDS,
} from './provider-session';

export const OIDC_SCOPES = ['openid', 'profile', 'email'] as const;

/** Paths of the provider's own pages, published in discovery under portal_* names. */
export const PAGE_PATHS = {
  signout: '/signout',
  confirmPassword: '/confirm-password',
  profile: '/account/profile',
  pictures: '/pictures/',
} as const;

export interface ProviderConfigInput {
  issuer: string;
  clients: ClientRegistry;
  /**
   * The public client devices enrol with (device authorization grant, RFC 8628); none: the
   * provider offers no device flow.
   */
  deviceClientId?: string | undefined;
  accounts: AccountStore;
  signingKey: SigningKey;
  cookieKeys: string[];
}

export function pictureUrl(issuer: string, picture: string | null): string | undefined {
  return picture ? new URL(`${PAGE_PATHS.pictures}${picture}`, issuer).href : undefined;
}

function sendProviderPage(ctx: KoaContextWithOIDC, formTargets: string[], body: string) {
  ctx.type = 'html';
  ctx.set('Cache-Control', 'no-store');
  ctx.set('Content-Security-Policy', contentSecurityPolicy(formTargets));
  ctx.body = body;
}

/** A device's own words about itself, as plain text of at most 60 characters; undefined otherwise. */
function shortParam(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  // eslint-disable-next-line no-control-regex -- control characters are what is removed
  const text = value.replace(/[\u0000-\u001f\u007f]/g, '').trim().slice(0, 60);
  return text === '' ? undefined : text;
}

export function buildProviderConfiguration(input: ProviderConfigInput): Configuration {
  const { issuer, clients, accounts } = input;
  const formTargets = clients.allOrigins();

  return {
    clients: [
      ...clients.all().map((client): ClientMetadata => ({
        client_id: client.clientId,
        client_secret: client.clientSecret,
        redirect_uris: client.redirectUris,
        post_logout_redirect_uris: client.postLogoutRedirectUris,
        grant_types: ['authorization_code'],
        response_types: ['code'],
        token_endpoint_auth_method: 'client_secret_basic',
        id_token_signed_response_alg: 'RS256',
      })),
      // Devices keep no secret (anyone can read one out of a device): a public client that can
      // only use the device grant, whose every use the owner approves in a browser.
      ...(input.deviceClientId
        ? [
            {
              client_id: input.deviceClientId,
              client_name: 'Cloud Portal devices',
              grant_types: ['urn:ietf:params:oauth:grant-type:device_code'],
              response_types: [],
              redirect_uris: [],
              token_endpoint_auth_method: 'none',
              id_token_signed_response_alg: 'RS256',
            } satisfies ClientMetadata,
          ]
        : []),
    ],
    // The portal is a confidential, server-side client (either secret method works); devices
    // are public ('none').
    clientAuthMethods: ['client_secret_basic', 'client_secret_post', ...(input.deviceClientId ? (['none'] as const) : [])],
    responseTypes: ['code'],
    pkce: { methods: ['S256'], required: () => true },
    scopes: [...OIDC_SCOPES],
    claims: {
      openid: ['sub'],
      profile: ['name', 'given_name', 'family_name', 'picture', 'preferred_username'],
      email: ['email', 'email_verified'],
    },
    // Scope claims go into the ID token too, so the portal needs no userinfo call.
    conformIdTokenClaims: false,
    // device_name and device_model: what a device says of itself, shown when its owner approves it.
    extraParams: ['locale', 'countryCode', 'goBackURL', 'device_name', 'device_model'],
    jwks: { keys: [input.signingKey] },
    cookies: {
      names: PROVIDER_COOKIE_NAMES,
      long: SESSION_COOKIE_OPTIONS,
      short: { httpOnly: true, sameSite: 'lax', signed: true },
      keys: input.cookieKeys,
    },
    // No browser calls the token or userinfo endpoints: refuse every cross-origin (CORS) use.
    clientBasedCORS: () => false,
    discovery: {
      portal_signout_endpoint: new URL(PAGE_PATHS.signout, issuer).href,
      portal_confirm_password_endpoint: new URL(PAGE_PATHS.confirmPassword, issuer).href,
      portal_profile_endpoint: new URL(PAGE_PATHS.profile, issuer).href,
    },
    ttl: {
      AccessToken: 60 * 60,
      AuthorizationCode: 60,
      // RFC 8628 suggests minutes: enough to find a browser, sign in and approve.
      DeviceCode: 10 * 60,
      IdToken: 60 * 60,
      Interaction: 60 * 60,
      Session: SESSION_TTL_SECONDS,
      Grant: SESSION_TTL_SECONDS,
    },
    features: {
      devInteractions: { enabled: false },
      deviceFlow: {
        enabled: input.deviceClientId !== undefined,
        deviceInfo: (ctx): AskingDevice & Record<string, unknown> => ({
          name: shortParam(ctx.oidc.params?.device_name),
          model: shortParam(ctx.oidc.params?.device_model),
          ip: ctx.ip,
        }),
        userCodeInputSource(ctx, form, _out, error) {
          const problem = error
            ? error.name === 'AbortedError'
              ? 'device.code.error.aborted'
              : 'device.code.error.invalid'
            : undefined;
          sendProviderPage(ctx, formTargets, renderDeviceCodePage(form, problem));
        },
        userCodeConfirmSource(ctx, form, _client, deviceInfo, userCode) {
          sendProviderPage(ctx, formTargets, renderDeviceConfirmPage(form, deviceInfo as AskingDevice, userCode));
        },
        successSource(ctx) {
          sendProviderPage(ctx, formTargets, renderDeviceDonePage());
        },
      },
      // RP-initiated logout stays available for standard clients; the portal uses /signout.
      rpInitiatedLogout: {
        enabled: true,
        logoutSource(ctx, form) {
          sendProviderPage(
            ctx,
            formTargets,
            renderNoticePage(
              t('logout.confirm.title'),
              '',
              // `form` is oidc-provider's own markup (a form with a hidden xsrf field).
              html`${new SafeHtml(form)}
                <div class="actions">
                  <button type="submit" form="op.logoutForm" name="logout" value="yes">
                    ${t('logout.confirm.yes')}
                  </button>
                  <button type="submit" form="op.logoutForm" class="secondary">
                    ${t('logout.confirm.no')}
                  </button>
                </div>`,
            ),
          );
        },
        postLogoutSuccessSource(ctx) {
          sendProviderPage(
            ctx,
            formTargets,
            renderNoticePage(t('signout.title'), t('signout.body')),
          );
        },
      },
    },
    renderError(ctx, out) {
      sendProviderPage(
        ctx,
        formTargets,
        renderNoticePage(
          t('error.protocol.title'),
          t('error.protocol.code', { code: out.error }),
          html`${out.error_description ? html`<p>${out.error_description}</p>` : ''}`,
        ),
      );
    },
    async findAccount(_ctx, sub) {
      const account = accounts.findBySub(sub);
      if (!account) return undefined;
      return {
        accountId: account.sub,
        // Read at claim time, so a display name changed on the profile page shows in the
        // next ID token.
        async claims() {
          const current = accounts.findBySub(sub) ?? account;
          const picture = pictureUrl(issuer, current.picture);
          return {
            sub: current.sub,
            name: current.name,
            ...(current.givenName ? { given_name: current.givenName } : {}),
            ...(current.familyName ? { family_name: current.familyName } : {}),
            preferred_username: current.loginId,
            email: current.email,
            email_verified: current.emailVerified,
            ...(picture ? { picture } : {}),
          };
        },
      };
    },
    // First-party client: no consent screen. The grant for openid profile email is made (or
    // extended) here, which oidc-provider's consent prompt then finds complete.
    async loadExistingGrant(ctx) {
      const { client, session, account } = ctx.oidc;
      const accountId = account?.accountId ?? session?.accountId;
      if (!client || !session || !accountId) return undefined;
      const grantId = ctx.oidc.result?.consent?.grantId ?? session.grantIdFor(client.clientId);
      let grant = grantId ? await ctx.oidc.provider.Grant.find(grantId) : undefined;
      if (!grant || grant.accountId !== accountId || grant.clientId !== client.clientId) {
        grant = new ctx.oidc.provider.Grant({ clientId: client.clientId, accountId });
      }
      grant.addOIDCScope(OIDC_SCOPES.join(' '));
      await grant.save();
      return grant;
    },
  };
}
