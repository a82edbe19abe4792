import { afterEach, describe, expect, it } from 'vitest';

import type { DemoAccount } from './demo-accounts';
import { TestBrowser } from './test-support/test-browser';
import { signIn, startTestIdp } from './test-support/test-idp';
import type { TestIdp } from './test-support/test-idp';

/** A test set-up's account beside the seed's (npm start's E2E_WORKER_ACCOUNTS). */
const WORKER: DemoAccount = {
  sub: 'e2e-worker-1',
  loginId: 'e2e-worker-1@example.com',
  password: 'E2e-Worker-1',
  name: 'Casey Quinn',
  givenName: 'Casey',
  familyName: 'Quinn',
  email: 'e2e-worker-1@example.com',
  emailVerified: true,
  picture: null,
  description: 'An end-to-end test worker',
};

let h: TestIdp | undefined;
afterEach(async () => {
  await h?.stop();
  h = undefined;
});

describe('extra accounts', () => {
  it('are none unless given: only the seed’s accounts sign in', async () => {
    h = await startTestIdp();
    // The login page is shown again (401: wrong ID or password) instead of sending the browser back.
    await expect(signIn(new TestBrowser(), h.issuer, WORKER)).rejects.toThrow(/Expected a redirect to the portal, got 401/);
  });

  it('sign in beside the seed’s, and stay after a restart', async () => {
    h = await startTestIdp({ extraAccounts: [WORKER] });
    const tokens = await signIn(new TestBrowser(), h.issuer, WORKER);
    expect(tokens.claims()).toMatchObject({ sub: WORKER.sub, name: WORKER.name, email: WORKER.email, email_verified: true });
    expect((await signIn(new TestBrowser(), h.issuer)).claims()).toMatchObject({ email: 'demo@example.com' });

    await h.restart();
    expect((await signIn(new TestBrowser(), h.issuer, WORKER)).claims()).toMatchObject({ sub: WORKER.sub });
  });
});
