import { Rcodes } from '@cloud-portal/contract/rcodes';
import * as webSignIn from '@cloud-portal/contract/web-sign-in';
import type { FastifyInstance } from 'fastify';
import { ApiError } from '../../http/api-error';
import { cloudAccountOf } from '../../http/cloud-account';
import { registerEndpoint } from '../../http/register-endpoint';
import { createMailer } from '../../mail/create-mailer';
import type { PortalServices } from '../../portal-services';
import { requestBrowser } from '../security/request-browser';
import { recordSecurityEvent } from '../security/security-event-repository';
import { ensureBrowserId, readBrowserId } from './browser-id-cookie';
import { verificationSettingsOf } from './verification-policy';
import { confirmWebSignInByEmail, isBrowserVerified, pollWebSignIn, startWebSignIn } from './verification-service';

/**
 * Web sign-in verification of this browser (spec §4 Web sign-in token flow, §7 /auth/sc).
 * The browser is known by its device-id cookie, which the start call sets when missing.
 */
export async function verificationRoutes(app: FastifyInstance, deps: PortalServices): Promise<void> {
  const { db, config, events } = deps;
  const settings = verificationSettingsOf(config);
  const mailer = createMailer(config.mail, config.dataDir, app.log);

  registerEndpoint(app, webSignIn.startWebSignIn, async (request, reply) => {
    const { session } = cloudAccountOf(request);
    const browserId = ensureBrowserId(request, reply, config.cookieSecure);
    const result = await startWebSignIn(
      { db, ...settings, mailer, publicUrl: config.publicUrl },
      { account: session.account, browserId, flow: request.query.authFlow },
    );
    if (result.status === 'VERIFIED') return reply.code(200).send(result);
    events.verification('started');
    return reply.code(202).send(result);
  });

  registerEndpoint(app, webSignIn.pollWebSignIn, async (request) => {
    const { accountId } = cloudAccountOf(request);
    return pollWebSignIn(db, { accountId, browserId: readBrowserId(request), authCode: request.query.authCode });
  });

  registerEndpoint(app, webSignIn.getWebSignInVerified, async (request) => {
    const { accountId } = cloudAccountOf(request);
    return { isVerified: await isBrowserVerified(db, settings, accountId, readBrowserId(request)) };
  });

  registerEndpoint(app, webSignIn.confirmWebSignInByEmail, async (request) => {
    const { accountId } = cloudAccountOf(request);
    try {
      const confirmed = await confirmWebSignInByEmail(db, { accountId, browserId: readBrowserId(request), token: request.params.token });
      events.verification('confirmed_by_email');
      return confirmed;
    } catch (error) {
      // A link of this account that came too late: the owner sees it on the security page.
      if (error instanceof ApiError && error.rcode === Rcodes.VERIFICATION_EXPIRED.rcode) {
        events.verification('email_link_expired');
        await recordSecurityEvent(db, { accountId, type: 'verificationFailed', browser: requestBrowser(request), subject: 'emailLinkExpired' });
      }
      throw error;
    }
  });
}
