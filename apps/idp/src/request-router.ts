// Routes the provider's own pages; everything else goes to oidc-provider's Koa callback
// (discovery, jwks, authorization, token, userinfo, end-session…).
import type { IncomingMessage, ServerResponse } from 'node:http';

import { errors } from 'oidc-provider';

import { BadRequestError, contentSecurityPolicy, setCommonSecurityHeaders } from './http-io';
import { sendBadRequest, sendNotice } from './idp-services';
import type { IdpServices } from './idp-services';
import { PAGE_PATHS } from './provider-config';
import { showConfirmPassword, submitConfirmPassword } from './routes/confirm-password-routes';
import { showInteraction, submitLogin } from './routes/interaction-routes';
import { showProfile, submitProfile } from './routes/profile-routes';
import { signOut } from './routes/signout-routes';
import { SUPPORT_CONTACT_PATH, submitSupportContact } from './routes/support-routes';
import { sendPicture, sendStylesheet } from './routes/static-routes';
import { STYLESHEET_PATH } from './html';

type Handler = (
  req: IncomingMessage,
  res: ServerResponse,
  url: URL,
  match: RegExpExecArray,
) => Promise<void>;

interface Route {
  path: RegExp;
  methods: Partial<Record<'GET' | 'POST', Handler>>;
}

function routes(s: IdpServices): Route[] {
  const exact = (path: string) => new RegExp(`^${path.replace(/[.*+?^${}()|[\]\\/-]/g, '\\$&')}$`);
  return [
    {
      path: /^\/interaction\/([A-Za-z0-9_-]{1,64})$/,
      methods: { GET: (req, res, _url, m) => showInteraction(s, req, res, m[1] ?? '') },
    },
    {
      path: /^\/interaction\/([A-Za-z0-9_-]{1,64})\/login$/,
      methods: { POST: (req, res, _url, m) => submitLogin(s, req, res, m[1] ?? '') },
    },
    {
      path: exact(PAGE_PATHS.profile),
      methods: {
        GET: (req, res, url) => showProfile(s, req, res, url),
        POST: (req, res, url) => submitProfile(s, req, res, url),
      },
    },
    {
      path: exact(PAGE_PATHS.confirmPassword),
      methods: {
        GET: (req, res, url) => showConfirmPassword(s, req, res, url),
        POST: (req, res) => submitConfirmPassword(s, req, res),
      },
    },
    {
      path: exact(PAGE_PATHS.signout),
      methods: { GET: (req, res, url) => signOut(s, req, res, url) },
    },
    {
      path: exact(SUPPORT_CONTACT_PATH),
      methods: { POST: (req, res) => submitSupportContact(s, req, res) },
    },
    { path: exact(STYLESHEET_PATH), methods: { GET: (_req, res) => sendStylesheet(res) } },
    {
      path: /^\/pictures\/([^/]+)$/,
      methods: { GET: (_req, res, _url, m) => sendPicture(s, res, m[1] ?? '') },
    },
  ];
}

export function createRequestListener(services: IdpServices) {
  const table = routes(services);
  const providerCallback = services.provider.callback();
  const providerCsp = contentSecurityPolicy(services.clients.allOrigins(), true);

  return (req: IncomingMessage, res: ServerResponse): void => {
    setCommonSecurityHeaders(res);
    let url: URL;
    try {
      url = new URL(req.url ?? '/', services.issuer);
    } catch {
      sendBadRequest(services, res);
      return;
    }
    const route = table.find((candidate) => candidate.path.test(url.pathname));
    if (!route) {
      res.setHeader('Content-Security-Policy', providerCsp);
      void providerCallback(req, res);
      return;
    }
    const match = route.path.exec(url.pathname) as RegExpExecArray;
    const handler = route.methods[req.method as 'GET' | 'POST'];
    if (!handler) {
      res.setHeader('Allow', Object.keys(route.methods).join(', '));
      sendNotice(services, res, 405, 'error.badRequest.title', 'error.badRequest.body');
      return;
    }
    handler(req, res, url, match).catch((error: unknown) => {
      if (res.headersSent) {
        services.log(
          `Sign-in provider: ${req.method} ${url.pathname} failed after responding: ${String(error)}`,
        );
        res.destroy();
        return;
      }
      if (error instanceof BadRequestError) {
        sendBadRequest(services, res);
      } else if (error instanceof errors.SessionNotFound) {
        sendNotice(
          services,
          res,
          400,
          'error.interactionExpired.title',
          'error.interactionExpired.body',
        );
      } else {
        services.log(
          `Sign-in provider: ${req.method} ${url.pathname} failed: ${(error as Error)?.stack ?? String(error)}`,
        );
        sendNotice(services, res, 500, 'error.server.title', 'error.server.body');
      }
    });
  };
}
