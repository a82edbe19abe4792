// The support desk's contact endpoint (spec §2 Contact-support form, §7 "the contact form
// POSTs to the provider's support endpoint"): POST /support/contact with serviceCd,
// targetUrl, chnlCd, country and language, opened in a new tab. It changes nothing and
// needs no session, so it takes no CSRF token: a forged post only shows this page.
import type { FastifyInstance } from 'fastify';

import { formOf } from '../form-fields';
import { sendPage } from '../idp-services';
import type { IdpServices } from '../idp-services';
import { renderSupportErrorPage, renderSupportPage } from '../pages/support-page';
import { checkSupportRequest } from '../support-request';
import { ownRoute } from './own-route';

export const SUPPORT_CONTACT_PATH = '/support/contact';

export async function supportRoutes(app: FastifyInstance, { services }: { services: IdpServices }): Promise<void> {
  ownRoute(app, services, SUPPORT_CONTACT_PATH, {
    POST: {
      handler: (request, reply) => {
        const check = checkSupportRequest(formOf(request));
        if (!check.ok) return sendPage(services, reply, 400, renderSupportErrorPage(check.problems));
        return sendPage(services, reply, 200, renderSupportPage(check.request, services.supportEmail));
      },
    },
  });
}
