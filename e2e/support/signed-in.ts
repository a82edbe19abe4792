import { test as base, type BrowserContext } from '@playwright/test';
import { DEMO_ACCOUNT, signInCookies } from './portal';

type SessionState = Awaited<ReturnType<BrowserContext['storageState']>>;

/**
 * For journeys that only look at what the signed-in demo user sees: each worker signs the demo
 * account in once, over HTTP (signInCookies), and every journey's page starts in a fresh
 * browser context holding that session's cookies (`storageState`) rather than signing in
 * again. The journey's local storage, address and screen are its own; the demo data is shared
 * by every journey, as it is with a sign-in each. A journey that confirms the password, signs
 * out or times out must not use it (its session state would reach the worker's next journey):
 * it signs in for itself (signInOverHttp). Signing in has journeys of its own.
 */
export const test = base.extend<object, { demoSession: SessionState }>({
  demoSession: [
    async ({ browser }, use) => {
      const context = await browser.newContext();
      await signInCookies(context, DEMO_ACCOUNT);
      const session = await context.storageState();
      await context.close();
      await use(session);
    },
    { scope: 'worker' },
  ],
  storageState: async ({ demoSession }, use) => {
    await use(demoSession);
  },
});

