import { afterEach, describe, expect, it } from 'vitest';

import { MemoryProviderStateStore } from './memory-provider-state-store';
import { TestBrowser } from './test-support/test-browser';
import { newAuthorization, openAuthorization, REDIRECT_URI, signIn, startTestIdp } from './test-support/test-idp';
import type { TestIdp } from './test-support/test-idp';

/** Opens a new authorization in `browser`: a redirect with a code when the provider still knows its session. */
async function authorizeAgain(browser: TestBrowser, issuer: string): Promise<Response> {
  return openAuthorization(browser, issuer, await newAuthorization(issuer));
}

describe('the provider state across a restart', () => {
  let h: TestIdp | undefined;
  afterEach(async () => {
    await h?.stop();
  });

  it('keeps the browser signed in at the provider when its state store outlives the process', async () => {
    h = await startTestIdp({ stateStore: new MemoryProviderStateStore() });
    const browser = new TestBrowser();
    await signIn(browser, h.issuer);
    await h.restart();
    const response = await authorizeAgain(browser, h.issuer);
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toContain(`${REDIRECT_URI}?code=`);
  });

  it('asks for the password again when the state was kept only in the process’s memory', async () => {
    h = await startTestIdp();
    const browser = new TestBrowser();
    await signIn(browser, h.issuer);
    await h.restart();
    const response = await authorizeAgain(browser, h.issuer);
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('type="password"');
  });
});
