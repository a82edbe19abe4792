// The account profile page (spec §2 User drawer, "Open the provider account profile page"):
// GET /account/profile?actionID=ModifyUserInfo&serviceID=<clientId>&countryCode=..&languageCode=..&returnURL=..
// Without a provider session it first shows the login form (which signs the browser in at the
// provider); then it shows the account and a form to change the display name.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

import type { StoredAccount } from '../account-store';
import { checkDisplayName } from '../display-name';
import { field, formOf, queryOf } from '../form-fields';
import { sendBadRequest, sendPage, sendRedirect } from '../idp-services';
import type { IdpServices } from '../idp-services';
import { t } from '../messages';
import type { MessageKey } from '../messages';
import { renderLoginPage } from '../pages/login-page';
import { renderProfilePage } from '../pages/profile-page';
import { PAGE_PATHS, pictureUrl } from '../provider-config';
import { signInSession } from '../provider-session';
import { CSRF_FIELD, sessionFormGuards } from './form-guards';
import { ownRoute } from './own-route';
import { checkPostedLogin } from './posted-credentials';
import { signedInAccount } from './signed-in-account';

const ACTION_MODIFY_USER_INFO = 'ModifyUserInfo';
const SAVED_FLAG = 'saved';

interface ProfileRequest {
  /** This page's own address without the "saved" flag: the forms post here. */
  pageUrl: string;
  returnUrl: string | undefined;
}

function parseProfileRequest(services: IdpServices, request: FastifyRequest): ProfileRequest | undefined {
  const query = queryOf(request);
  if (field(query, 'actionID') !== ACTION_MODIFY_USER_INFO) return undefined;
  const client = services.clients.get(field(query, 'serviceID'));
  if (!client) return undefined;
  const search = new URL(request.url, services.issuer).searchParams;
  search.delete(SAVED_FLAG);
  return {
    pageUrl: `${PAGE_PATHS.profile}?${search.toString()}`,
    returnUrl: services.clients.allowedTarget(client, field(query, 'returnURL')),
  };
}

function sendLogin(
  services: IdpServices,
  reply: FastifyReply,
  page: ProfileRequest,
  status: number,
  state: { loginId?: string | undefined; error?: MessageKey | undefined } = {},
): FastifyReply {
  return sendPage(
    services,
    reply,
    status,
    renderLoginPage({
      action: page.pageUrl,
      intro: t('profile.signInFirst'),
      hidden: { [CSRF_FIELD]: reply.generateCsrf(), intent: 'login' },
      backUrl: page.returnUrl,
      ...state,
    }),
  );
}

function sendProfile(
  services: IdpServices,
  reply: FastifyReply,
  page: ProfileRequest,
  account: StoredAccount,
  status: number,
  state: { name?: string; error?: MessageKey; saved?: boolean } = {},
): FastifyReply {
  return sendPage(
    services,
    reply,
    status,
    renderProfilePage({
      action: page.pageUrl,
      csrfToken: reply.generateCsrf(),
      loginId: account.loginId,
      email: account.email,
      emailVerified: account.emailVerified,
      pictureUrl: pictureUrl(services.issuer, account.picture),
      name: state.name ?? account.name,
      error: state.error,
      saved: state.saved ?? false,
      returnUrl: page.returnUrl,
    }),
  );
}

/** Signs the browser in at the provider from the login form, then shows the page again. */
async function submitLogin(
  services: IdpServices,
  request: FastifyRequest,
  reply: FastifyReply,
  page: ProfileRequest,
): Promise<FastifyReply> {
  const { loginId, result } = await checkPostedLogin(services, request, formOf(request));
  if (!result.ok) return sendLogin(services, reply, page, result.status, { loginId, error: result.error });
  await signInSession(services.provider, request, reply, result.account.sub);
  return sendRedirect(reply, page.pageUrl);
}

async function saveName(
  services: IdpServices,
  request: FastifyRequest,
  reply: FastifyReply,
  page: ProfileRequest,
): Promise<FastifyReply> {
  const account = await signedInAccount(services, request, reply);
  // The provider session ended since the page was shown: sign in again, nothing is changed.
  if (!account) return sendLogin(services, reply, page, 401);
  const submitted = field(formOf(request), 'name') ?? '';
  const check = checkDisplayName(submitted);
  if (!check.ok) return sendProfile(services, reply, page, account, 400, { name: submitted, error: check.error });
  await services.accounts.updateName(account.sub, check.value);
  return sendRedirect(reply, `${page.pageUrl}&${SAVED_FLAG}=1`);
}

export async function profileRoutes(app: FastifyInstance, { services }: { services: IdpServices }): Promise<void> {
  ownRoute(app, services, PAGE_PATHS.profile, {
    GET: {
      handler: async (request, reply) => {
        const page = parseProfileRequest(services, request);
        if (!page) return sendBadRequest(services, reply);
        const account = await signedInAccount(services, request, reply);
        if (!account) return sendLogin(services, reply, page, 200);
        const saved = queryOf(request)[SAVED_FLAG] === '1';
        return sendProfile(services, reply, page, account, 200, { saved });
      },
    },
    POST: {
      options: { preHandler: sessionFormGuards(app, services) },
      handler: async (request, reply) => {
        const page = parseProfileRequest(services, request);
        if (!page) return sendBadRequest(services, reply);
        switch (field(formOf(request), 'intent')) {
          case 'login':
            return submitLogin(services, request, reply, page);
          case 'save-name':
            return saveName(services, request, reply, page);
          default:
            return sendBadRequest(services, reply);
        }
      },
    },
  });
}
