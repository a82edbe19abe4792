// What the provider's own routes share: the oidc-provider instance, the account store, the
// registered clients, the throttle, the confirm-token issuer, the support address, and how
// pages and redirects are sent.
import type { FastifyReply } from 'fastify';
import type Provider from 'oidc-provider';

import type { AccountStore } from './account-store';
import type { ClientRegistry } from './client-registry';
import type { ConfirmTokenIssuer } from './confirm-token';
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
  reply: FastifyReply,
  status: number,
  page: string,
): FastifyReply {
  return reply
    .code(status)
    .type('text/html; charset=utf-8')
    .header('Cache-Control', 'no-store')
    .header('Content-Security-Policy', services.pageCsp)
    .send(page);
}

export function sendNotice(
  services: IdpServices,
  reply: FastifyReply,
  status: number,
  title: MessageKey,
  body: MessageKey,
): FastifyReply {
  return sendPage(services, reply, status, renderNoticePage(t(title), t(body)));
}

export function sendBadRequest(services: IdpServices, reply: FastifyReply): FastifyReply {
  return sendNotice(services, reply, 400, 'error.badRequest.title', 'error.badRequest.body');
}

export function sendForbidden(services: IdpServices, reply: FastifyReply): FastifyReply {
  return sendNotice(services, reply, 403, 'error.forbidden.title', 'error.forbidden.body');
}

/** The sign-in interaction is gone or belongs to another sign-in. */
export function sendInteractionExpired(services: IdpServices, reply: FastifyReply): FastifyReply {
  return sendNotice(
    services,
    reply,
    400,
    'error.interactionExpired.title',
    'error.interactionExpired.body',
  );
}

export function sendRedirect(reply: FastifyReply, location: string): FastifyReply {
  return reply.header('Cache-Control', 'no-store').redirect(location, 303);
}
