// The support desk's contact endpoint (spec §2 Contact-support form, §7 "the contact form
// POSTs to the provider's support endpoint"): POST /support/contact with serviceCd,
// targetUrl, chnlCd, country and language, opened in a new tab. It changes nothing and
// needs no session, so it takes no CSRF token: a forged post only shows this page.
import type { IncomingMessage, ServerResponse } from 'node:http';

import { readForm } from '../http-io';
import { sendPage } from '../idp-services';
import type { IdpServices } from '../idp-services';
import { renderSupportErrorPage, renderSupportPage } from '../pages/support-page';
import { checkSupportRequest } from '../support-request';

export const SUPPORT_CONTACT_PATH = '/support/contact';

export async function submitSupportContact(
  services: IdpServices,
  req: IncomingMessage,
  res: ServerResponse,
): Promise<void> {
  const check = checkSupportRequest(await readForm(req));
  if (!check.ok) {
    sendPage(services, res, 400, renderSupportErrorPage(check.problems));
    return;
  }
  sendPage(services, res, 200, renderSupportPage(check.request, services.supportEmail));
}
