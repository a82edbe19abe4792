// The login throttle through the provider's sign-in page: which address it counts, and that
// one blocked address leaves everyone else signing in. The address limit is lowered to 3 so a
// few real password checks trip it.
import { afterEach, describe, expect, it } from 'vitest';

import { readForm, TestBrowser } from './test-support/test-browser';
import {
  DEMO,
  newAuthorization,
  openAuthorization,
  redeem,
  startTestIdp,
} from './test-support/test-idp';
import type { TestIdp } from './test-support/test-idp';

const ADDRESS_LIMIT = 3;
const SPRAYER = '203.0.113.7';
const SOMEONE_ELSE = '198.51.100.9';

let h: TestIdp | undefined;
afterEach(async () => {
  await h?.stop();
  h = undefined;
});

/** Opens a sign-in and submits one login from `forwardedFor` (sent as X-Forwarded-For). */
async function login(
  idp: TestIdp,
  credentials: { loginId: string; password: string },
  forwardedFor: string,
) {
  const browser = new TestBrowser();
  const pending = await newAuthorization(idp.issuer);
  const page = await openAuthorization(browser, idp.issuer, pending);
  const form = readForm(await page.text(), page.url);
  const response = await browser.post(
    form.action,
    { ...form.fields, ...credentials },
    { 'x-forwarded-for': forwardedFor },
  );
  return { browser, pending, response };
}

describe('sign-in throttle per address', () => {
  it('behind a trusted proxy, blocks the spraying address and signs in others', async () => {
    h = await startTestIdp({
      trustProxy: true,
      throttleLimits: { maxAddressFailures: ADDRESS_LIMIT },
    });
    for (let i = 0; i < ADDRESS_LIMIT; i += 1) {
      const { response } = await login(
        h,
        { loginId: `user${i}@example.com`, password: 'x' },
        SPRAYER,
      );
      expect(response.status).toBe(401);
    }

    const blocked = await login(h, DEMO, `${SOMEONE_ELSE}, ${SPRAYER}`);
    expect(blocked.response.status).toBe(429);
    expect(await blocked.response.text()).toContain(
      'Too many attempts. Wait 15 minutes and try again.',
    );
    expect(blocked.response.headers.get('location')).toBeNull();

    const other = await login(h, DEMO, SOMEONE_ELSE);
    const back = await other.browser.followWithin(h.issuer, other.response);
    expect((await redeem(other.pending, back)).claims()?.sub).toBeTruthy();
  });

  it('without a trusted proxy, counts the socket address whatever X-Forwarded-For says', async () => {
    h = await startTestIdp({ throttleLimits: { maxAddressFailures: ADDRESS_LIMIT } });
    for (let i = 0; i < ADDRESS_LIMIT; i += 1) {
      const { response } = await login(
        h,
        { loginId: `user${i}@example.com`, password: 'x' },
        `203.0.113.${i}`,
      );
      expect(response.status).toBe(401);
    }
    const { response } = await login(h, DEMO, '203.0.113.200');
    expect(response.status).toBe(429);
  });
});
