import { describe, expect, it } from 'vitest';

import { TestBrowser } from './test-support/test-browser';
import {
  newAuthorization,
  openAuthorization,
  PORTAL_ORIGIN,
  redeem,
  signIn,
  TEST_CLIENT,
} from './test-support/test-idp';
import { useTestIdp } from './test-support/use-test-idp';

const h = useTestIdp();

function signoutUrl(returnUrl: string, appId = TEST_CLIENT.clientId): string {
  return `${h.issuer}/signout?${new URLSearchParams({ appId, returnUrl }).toString()}`;
}

async function showsLoginForm(browser: TestBrowser): Promise<boolean> {
  const response = await openAuthorization(browser, h.issuer, await newAuthorization(h.issuer));
  return (
    response.status === 200 && (await response.text()).includes('autocomplete="current-password"')
  );
}

describe('sign-out', () => {
  it('ends the provider session and returns to an allowed returnUrl, fragment included', async () => {
    const browser = new TestBrowser();
    await signIn(browser, h.issuer);
    expect(await showsLoginForm(browser)).toBe(false);

    const response = await browser.get(signoutUrl(`${PORTAL_ORIGIN}/#/logout`));
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe(`${PORTAL_ORIGIN}/#/logout`);

    expect(await showsLoginForm(browser)).toBe(true);
  });

  it('revokes what the session granted: a code issued before sign-out no longer redeems', async () => {
    const browser = new TestBrowser();
    await signIn(browser, h.issuer);
    const pending = await newAuthorization(h.issuer);
    const redirect = await openAuthorization(browser, h.issuer, pending);
    expect(redirect.status).toBe(303);
    await browser.get(signoutUrl(`${PORTAL_ORIGIN}/#/logout`));
    await expect(redeem(pending, redirect)).rejects.toThrow();
  });

  it('shows a signed-out page instead of redirecting to a foreign returnUrl, and still signs out', async () => {
    const browser = new TestBrowser();
    await signIn(browser, h.issuer);
    const response = await browser.get(signoutUrl('https://evil.example/#/logout'));
    expect(response.status).toBe(200);
    expect(response.headers.get('location')).toBeNull();
    const html = await response.text();
    expect(html).toContain('You are signed out');
    expect(html).not.toContain('evil.example');
    expect(await showsLoginForm(browser)).toBe(true);
  });

  it('does not redirect for an unknown appId', async () => {
    const response = await new TestBrowser().get(
      signoutUrl(`${PORTAL_ORIGIN}/#/logout`, 'someone-else'),
    );
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('You are signed out');
  });

  it('works without a provider session (time-out return address)', async () => {
    const response = await new TestBrowser().get(signoutUrl(`${PORTAL_ORIGIN}/#/timeout`));
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe(`${PORTAL_ORIGIN}/#/timeout`);
  });
});
