// Sign-out (spec §7): GET /signout?appId=<clientId>&returnUrl=<url>, a plain navigation.
// Ends the provider session of this browser (if any), then 303 to returnUrl when its origin is
// one of the client's redirect / post-logout origins, else a "You are signed out" page.
// It is a GET by the spec's design, so another site could sign a browser out of the provider;
// that costs the user a sign-in and nothing more.
import type { FastifyInstance } from 'fastify';

import { queryOf } from '../form-fields';
import type { FormFields } from '../form-fields';
import { sendNotice, sendRedirect } from '../idp-services';
import type { IdpServices } from '../idp-services';
import { PAGE_PATHS } from '../provider-config';
import { endSession } from '../provider-session';
import { ownRoute } from './own-route';

/** One value; a repeated parameter counts as none (no redirect), not as a bad request. */
function single(query: FormFields, name: string): string | undefined {
  const value = query[name];
  return typeof value === 'string' ? value : undefined;
}

export async function signoutRoutes(app: FastifyInstance, { services }: { services: IdpServices }): Promise<void> {
  ownRoute(app, services, PAGE_PATHS.signout, {
    GET: {
      handler: async (request, reply) => {
        await endSession(services.provider, request, reply);
        const query = queryOf(request);
        const client = services.clients.get(single(query, 'appId'));
        const target = services.clients.allowedTarget(client, single(query, 'returnUrl'), true);
        if (target) return sendRedirect(reply, target);
        return sendNotice(services, reply, 200, 'signout.title', 'signout.body');
      },
    },
  });
}
