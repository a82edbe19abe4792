// The account profile page (spec §2 User drawer, "Open the provider account profile page"):
// GET /account/profile?actionID=ModifyUserInfo&serviceID=<clientId>&countryCode=..&languageCode=..&returnURL=..
// Without a provider session it first shows the login form (which signs the browser in at the
// provider); then it shows the account and a form to change the display name.
import type { IncomingMessage, ServerResponse } from 'node:http';

import type { StoredAccount } from '../account-store';
import { clientAddress } from '../client-address';
import { checkCredentials } from '../credential-check';
import { CSRF_FIELD, ensureCsrfToken, isValidCsrfSubmission } from '../csrf';
import { checkDisplayName } from '../display-name';
import { field, queryParam, readForm, sendRedirect } from '../http-io';
import { sendBadRequest, sendForbidden, sendPage } from '../idp-services';
import type { IdpServices } from '../idp-services';
import { t } from '../messages';
import type { MessageKey } from '../messages';
import { renderLoginPage } from '../pages/login-page';
import { renderProfilePage } from '../pages/profile-page';
import { PAGE_PATHS, pictureUrl } from '../provider-config';
import { findSignedInSession, signInSession } from '../provider-session';

const ACTION_MODIFY_USER_INFO = 'ModifyUserInfo';
const SAVED_FLAG = 'saved';

interface ProfileRequest {
  /** This page's own address without the "saved" flag: the forms post here. */
  pageUrl: string;
  returnUrl: string | undefined;
}

function parseProfileRequest(services: IdpServices, url: URL): ProfileRequest | undefined {
  if (queryParam(url, 'actionID') !== ACTION_MODIFY_USER_INFO) return undefined;
  const client = services.clients.get(queryParam(url, 'serviceID'));
  if (!client) return undefined;
  const query = new URLSearchParams(url.searchParams);
  query.delete(SAVED_FLAG);
  return {
    pageUrl: `${PAGE_PATHS.profile}?${query.toString()}`,
    returnUrl: services.clients.allowedTarget(client, queryParam(url, 'returnURL')),
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

function sendLogin(
  services: IdpServices,
  req: IncomingMessage,
  res: ServerResponse,
  request: ProfileRequest,
  status: number,
  state: { loginId?: string | undefined; error?: MessageKey | undefined } = {},
): void {
  const csrf = ensureCsrfToken(req, res, services.secureCookies);
  sendPage(
    services,
    res,
    status,
    renderLoginPage({
      action: request.pageUrl,
      intro: t('profile.signInFirst'),
      hidden: { [CSRF_FIELD]: csrf, intent: 'login' },
      backUrl: request.returnUrl,
      ...state,
    }),
  );
}

function sendProfile(
  services: IdpServices,
  req: IncomingMessage,
  res: ServerResponse,
  request: ProfileRequest,
  account: StoredAccount,
  status: number,
  state: { name?: string; error?: MessageKey; saved?: boolean } = {},
): void {
  sendPage(
    services,
    res,
    status,
    renderProfilePage({
      action: request.pageUrl,
      csrfToken: ensureCsrfToken(req, res, services.secureCookies),
      loginId: account.loginId,
      email: account.email,
      emailVerified: account.emailVerified,
      pictureUrl: pictureUrl(services.issuer, account.picture),
      name: state.name ?? account.name,
      error: state.error,
      saved: state.saved ?? false,
      returnUrl: request.returnUrl,
    }),
  );
}

export async function showProfile(
  services: IdpServices,
  req: IncomingMessage,
  res: ServerResponse,
  url: URL,
): Promise<void> {
  const request = parseProfileRequest(services, url);
  if (!request) {
    sendBadRequest(services, res);
    return;
  }
  const account = await signedInAccount(services, req, res);
  if (!account) {
    sendLogin(services, req, res, request, 200);
    return;
  }
  sendProfile(services, req, res, request, account, 200, {
    saved: url.searchParams.get(SAVED_FLAG) === '1',
  });
}

export async function submitProfile(
  services: IdpServices,
  req: IncomingMessage,
  res: ServerResponse,
  url: URL,
): Promise<void> {
  const request = parseProfileRequest(services, url);
  if (!request) {
    sendBadRequest(services, res);
    return;
  }
  const form = await readForm(req);
  if (!isValidCsrfSubmission(req, field(form, CSRF_FIELD), services.issuerOrigin)) {
    sendForbidden(services, res);
    return;
  }
  const intent = field(form, 'intent');

  if (intent === 'login') {
    const loginId = field(form, 'loginId');
    const result = await checkCredentials(
      services,
      loginId,
      field(form, 'password'),
      clientAddress(req, services.trustProxy),
    );
    if (!result.ok) {
      sendLogin(services, req, res, request, result.status, { loginId, error: result.error });
      return;
    }
    await signInSession(services.provider, req, res, result.account.sub);
    sendRedirect(res, request.pageUrl);
    return;
  }

  if (intent !== 'save-name') {
    sendBadRequest(services, res);
    return;
  }
  const account = await signedInAccount(services, req, res);
  if (!account) {
    // The provider session ended since the page was shown: sign in again, nothing is changed.
    sendLogin(services, req, res, request, 401);
    return;
  }
  const submitted = field(form, 'name') ?? '';
  const check = checkDisplayName(submitted);
  if (!check.ok) {
    sendProfile(services, req, res, request, account, 400, { name: submitted, error: check.error });
    return;
  }
  await services.accounts.updateName(account.sub, check.value);
  sendRedirect(res, `${request.pageUrl}&${SAVED_FLAG}=1`);
}
