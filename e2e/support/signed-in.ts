import { test as base, type BrowserContext } from '@playwright/test';
import { DEMO_ACCOUNT, signInCookies } from './portal';

type SessionState = Awaited<ReturnType<BrowserContext['storageState']>>;

/** Adds the worker's demo session to a browser context (withDemoSession's joinDemoSession). */
export type JoinDemoSession = (context: BrowserContext) => Promise<void>;

/**
 * The demo account's session for journeys that only look at what the signed-in demo user
 * sees: signed in over HTTP (signInCookies) at most once per worker, when a journey first
 * asks, and handed to each journey as its browser context's starting cookies (`storageState`,
 * or joinDemoSession as it goes) instead of a sign-in each. The journey's context is still
 * its own (local storage, address, screen); the demo data is shared by every journey, as it
 * is with a sign-in each. A journey that confirms the password, signs out or times out must
 * not use it (its session state would reach the worker's next journey): it signs in for
 * itself (signInOverHttp), and one that changes data does so in its worker's own account
 * (worker-account.ts). Signing in has journeys of its own (sign-in.spec.ts, first-load.spec.ts).
 */
export const withDemoSession = base.extend<
  { joinDemoSession: JoinDemoSession },
  { demoSession: () => Promise<SessionState> }
>({
  /**
   * Gives a context the worker's demo session as a journey goes: for one that starts signed
   * out, or in a context of its own (its screen size, its first visit).
   */
  joinDemoSession: async ({ demoSession }, use) => {
    await use(async (context) => context.addCookies((await demoSession()).cookies));
  },
  demoSession: [
    async ({ browser }, use) => {
      let session: Promise<SessionState> | undefined;
      const signInOnce = async (): Promise<SessionState> => {
        const context = await browser.newContext();
        await signInCookies(context, DEMO_ACCOUNT);
        const state = await context.storageState();
        await context.close();
        return state;
      };
      await use(() => (session ??= signInOnce()));
    },
    { scope: 'worker' },
  ],
});

/** Every journey's page starts signed in as the demo account (see withDemoSession). */
export const test = withDemoSession.extend({
  storageState: async ({ demoSession }, use) => {
    await use(await demoSession());
  },
});
