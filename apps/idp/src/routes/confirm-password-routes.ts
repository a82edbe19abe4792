// The confirm-password gate (architecture "Destructive calls"):
// GET /confirm-password?client_id=..&redirect_uri=..&state=..
// The account signed in at the provider re-enters its password (with no provider session:
// login id and password). On success: 303 to redirect_uri with confirm_token (and state).
// redirect_uri must be one of the client's registered redirect URIs, exactly: the confirm
// token travels in it, so no other page of the client's origin may receive it.
import type { IncomingMessage, ServerResponse } from 'node:http';

import type { StoredAccount } from '../account-store';
import type { IdpClient } from '../client-registry';
import { clientAddress } from '../client-address';
import { checkAccountPassword, checkCredentials } from '../credential-check';
import { CSRF_FIELD, ensureCsrfToken, isValidCsrfSubmission } from '../csrf';
import { field, readForm, sendRedirect } from '../http-io';
import { sendBadRequest, sendForbidden, sendPage } from '../idp-services';
import type { IdpServices } from '../idp-services';
import { t } from '../messages';
import type { MessageKey } from '../messages';
import { renderConfirmPage } from '../pages/confirm-page';
import { renderLoginPage } from '../pages/login-page';
import { PAGE_PATHS } from '../provider-config';
import { findSignedInSession } from '../provider-session';

const MAX_STATE_LENGTH = 1024;

interface ConfirmRequest {
  client: IdpClient;
  redirectUri: string;
  state: string | undefined;
}

/** Reads client_id, redirect_uri and state (from the query on GET, from the form on POST). */
function parseConfirmRequest(
  services: IdpServices,
  params: URLSearchParams,
): ConfirmRequest | undefined {
  const client = services.clients.get(field(params, 'client_id'));
  const redirectUri = services.clients.registeredRedirectUri(client, field(params, 'redirect_uri'));
  const state = field(params, 'state');
  if (!client || !redirectUri || (state !== undefined && state.length > MAX_STATE_LENGTH))
    return undefined;
  return { client, redirectUri, state: state || undefined };
}

function requestFields(request: ConfirmRequest, csrf: string): Record<string, string> {
  return {
    [CSRF_FIELD]: csrf,
    client_id: request.client.clientId,
    redirect_uri: request.redirectUri,
    ...(request.state !== undefined ? { state: request.state } : {}),
  };
}

async function signedInAccount(
  services: IdpServices,
  req: IncomingMessage,
  res: ServerResponse,
): Promise<StoredAccount | undefined> {
  const session = await findSignedInSession(services.provider, req, res);
  return session ? services.accounts.findBySub(session.accountId) : undefined;
}

function sendForm(
  services: IdpServices,
  req: IncomingMessage,
  res: ServerResponse,
  request: ConfirmRequest,
  account: StoredAccount | undefined,
  status: number,
  state: { loginId?: string | undefined; error?: MessageKey | undefined } = {},
): void {
  const hidden = requestFields(request, ensureCsrfToken(req, res, services.secureCookies));
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
  sendPage(services, res, status, page);
}

export async function showConfirmPassword(
  services: IdpServices,
  req: IncomingMessage,
  res: ServerResponse,
  url: URL,
): Promise<void> {
  const request = parseConfirmRequest(services, url.searchParams);
  if (!request) {
    sendBadRequest(services, res);
    return;
  }
  sendForm(services, req, res, request, await signedInAccount(services, req, res), 200);
}

export async function submitConfirmPassword(
  services: IdpServices,
  req: IncomingMessage,
  res: ServerResponse,
): Promise<void> {
  const form = await readForm(req);
  const request = parseConfirmRequest(services, form);
  if (!request) {
    sendBadRequest(services, res);
    return;
  }
  if (!isValidCsrfSubmission(req, field(form, CSRF_FIELD), services.issuerOrigin)) {
    sendForbidden(services, res);
    return;
  }
  const account = await signedInAccount(services, req, res);
  const loginId = field(form, 'loginId');
  const address = clientAddress(req, services.trustProxy);
  const result = account
    ? await checkAccountPassword(services, account, field(form, 'password'), address)
    : await checkCredentials(services, loginId, field(form, 'password'), address);
  if (!result.ok) {
    sendForm(services, req, res, request, account, result.status, { loginId, error: result.error });
    return;
  }
  const token = await services.confirmTokens.issue(result.account.sub, request.client.clientId);
  const target = new URL(request.redirectUri);
  target.searchParams.set('confirm_token', token);
  if (request.state !== undefined) target.searchParams.set('state', request.state);
  sendRedirect(res, target.href);
}
