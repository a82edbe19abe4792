// The confirm-password gate (architecture "Destructive calls"):
// GET /confirm-password?client_id=..&redirect_uri=..&state=..
// The account signed in at the provider re-enters its password (with no provider session:
// login id and password). On success: 303 to redirect_uri with confirm_token (and state).
// redirect_uri must be one of the client's registered redirect URIs, exactly: the confirm
// token travels in it, so no other page of the client's origin may receive it.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

import type { StoredAccount } from '../account-store';
import type { IdpClient } from '../client-registry';
import { field, formOf, queryOf } from '../form-fields';
import type { FormFields } from '../form-fields';
import { sendBadRequest, sendPage, sendRedirect } from '../idp-services';
import type { IdpServices } from '../idp-services';
import { t } from '../messages';
import type { MessageKey } from '../messages';
import { renderConfirmPage } from '../pages/confirm-page';
import { renderLoginPage } from '../pages/login-page';
import { PAGE_PATHS } from '../provider-config';
import { CSRF_FIELD, sessionFormGuards } from './form-guards';
import { ownRoute } from './own-route';
import { checkPostedLogin, checkPostedPassword } from './posted-credentials';
import { signedInAccount } from './signed-in-account';

const MAX_STATE_LENGTH = 1024;

interface ConfirmRequest {
  client: IdpClient;
  redirectUri: string;
  state: string | undefined;
}

/** Reads client_id, redirect_uri and state (from the query on GET, from the form on POST). */
function parseConfirmRequest(services: IdpServices, params: FormFields): ConfirmRequest | undefined {
  const client = services.clients.get(field(params, 'client_id'));
  const redirectUri = services.clients.registeredRedirectUri(client, field(params, 'redirect_uri'));
  const state = field(params, 'state');
  if (!client || !redirectUri || (state !== undefined && state.length > MAX_STATE_LENGTH))
    return undefined;
  return { client, redirectUri, state: state || undefined };
}

function sendForm(
  services: IdpServices,
  reply: FastifyReply,
  confirm: ConfirmRequest,
  account: StoredAccount | undefined,
  status: number,
  state: { loginId?: string | undefined; error?: MessageKey | undefined } = {},
): FastifyReply {
  const hidden = {
    [CSRF_FIELD]: reply.generateCsrf(),
    client_id: confirm.client.clientId,
    redirect_uri: confirm.redirectUri,
    ...(confirm.state !== undefined ? { state: confirm.state } : {}),
  };
  const page = account
    ? renderConfirmPage({
        action: PAGE_PATHS.confirmPassword,
        hidden,
        loginId: account.loginId,
        error: state.error,
      })
    : renderLoginPage({
        action: PAGE_PATHS.confirmPassword,
        title: t('confirm.title'),
        intro: t('confirm.intro'),
        hidden,
        loginId: state.loginId,
        error: state.error,
        submitLabel: t('confirm.submit'),
      });
  return sendPage(services, reply, status, page);
}

async function submitConfirmPassword(
  services: IdpServices,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<FastifyReply> {
  const form = formOf(request);
  const confirm = parseConfirmRequest(services, form);
  if (!confirm) return sendBadRequest(services, reply);
  const account = await signedInAccount(services, request, reply);
  const { loginId, result } = account
    ? { loginId: undefined, result: await checkPostedPassword(services, request, form, account) }
    : await checkPostedLogin(services, request, form);
  if (!result.ok) {
    return sendForm(services, reply, confirm, account, result.status, { loginId, error: result.error });
  }
  const token = await services.confirmTokens.issue(result.account.sub, confirm.client.clientId);
  const target = new URL(confirm.redirectUri);
  target.searchParams.set('confirm_token', token);
  if (confirm.state !== undefined) target.searchParams.set('state', confirm.state);
  return sendRedirect(reply, target.href);
}

export async function confirmPasswordRoutes(app: FastifyInstance, { services }: { services: IdpServices }): Promise<void> {
  ownRoute(app, services, PAGE_PATHS.confirmPassword, {
    GET: {
      handler: async (request, reply) => {
        const confirm = parseConfirmRequest(services, queryOf(request));
        if (!confirm) return sendBadRequest(services, reply);
        return sendForm(services, reply, confirm, await signedInAccount(services, request, reply), 200);
      },
    },
    POST: {
      options: { preHandler: sessionFormGuards(app, services) },
      handler: (request, reply) => submitConfirmPassword(services, request, reply),
    },
  });
}
