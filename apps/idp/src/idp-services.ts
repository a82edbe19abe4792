// What the provider's own routes share: the oidc-provider instance, the account store, the
// registered clients, the throttle, the confirm-token issuer, the support address, and how
// pages are sent.
import type { ServerResponse } from 'node:http';

import type Provider from 'oidc-provider';

import type { AccountStore } from './account-store';
import type { ClientRegistry } from './client-registry';
import type { ConfirmTokenIssuer } from './confirm-token';
import { sendHtml } from './http-io';
import type { LoginThrottle } from './login-throttle';
import { t } from './messages';
import type { MessageKey } from './messages';
import { renderNoticePage } from './pages/notice-page';

export interface IdpServices {
  issuer: string;
  issuerOrigin: string;
  /** True for an https issuer: our own cookies get the Secure attribute. */
  secureCookies: boolean;
  provider: Provider;
  accounts: AccountStore;
  clients: ClientRegistry;
  throttle: LoginThrottle;
  /** Take the client address from X-Forwarded-For (behind a reverse proxy; TRUST_PROXY). */
  trustProxy: boolean;
  confirmTokens: ConfirmTokenIssuer;
  /** Content-Security-Policy of the provider's own pages. */
  pageCsp: string;
  picturesDir: string;
  /** The address the support page tells people to write to. */
  supportEmail: string;
  log: (line: string) => void;
}

export function sendPage(
  services: IdpServices,
  res: ServerResponse,
  status: number,
  page: string,
): void {
  sendHtml(res, status, page, services.pageCsp);
}

export function sendNotice(
  services: IdpServices,
  res: ServerResponse,
  status: number,
  title: MessageKey,
  body: MessageKey,
): void {
  sendPage(services, res, status, renderNoticePage(t(title), t(body)));
}

export function sendBadRequest(services: IdpServices, res: ServerResponse): void {
  sendNotice(services, res, 400, 'error.badRequest.title', 'error.badRequest.body');
}

export function sendForbidden(services: IdpServices, res: ServerResponse): void {
  sendNotice(services, res, 403, 'error.forbidden.title', 'error.forbidden.body');
}
