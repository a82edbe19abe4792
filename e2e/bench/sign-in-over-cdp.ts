import { CLIENT_HEADER, CLIENT_HEADER_VALUE } from '@cloud-portal/contract/client-headers';
import { getSession } from '@cloud-portal/contract/session';
import { chromium } from '@playwright/test';
import { DEMO_ACCOUNT, signIn, type StackUrls } from '../support/portal';

/**
 * Signs the demo account in, through the embedded provider's form, in the Chromium
 * listening on `port`. Playwright connects over CDP to the browser's default profile, the
 * one Lighthouse's tabs open in, so they carry the session cookie; it then disconnects and
 * leaves the browser running.
 */
export async function signInOverCdp(port: number, stack: StackUrls): Promise<void> {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  try {
    const context = browser.contexts()[0];
    if (!context) throw new Error('Chromium has no default profile to sign in');
    const page = await context.newPage();
    await signIn(page, DEMO_ACCOUNT, stack);
    await page.waitForURL((url) => url.origin === stack.portalUrl);
    const session = await page.request.get(`${stack.portalUrl}${getSession.path}`, {
      headers: { [CLIENT_HEADER]: CLIENT_HEADER_VALUE },
    });
    if (!session.ok())
      throw new Error(
        `the sign-in left no session: ${getSession.path} answered ${session.status()}`,
      );
    await page.close();
  } finally {
    await browser.close();
  }
}
