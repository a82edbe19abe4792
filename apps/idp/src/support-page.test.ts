import { describe, expect, it } from 'vitest';

import { startIdp } from './start-idp';
import { TestBrowser } from './test-support/test-browser';
import { TEST_CLIENT } from './test-support/test-idp';
import { useTestIdp } from './test-support/use-test-idp';

const h = useTestIdp({ supportEmail: 'help@cloud.example' });

/** What the portal's contact-us link posts (apps/web/src/lib/contact-support.ts). */
const PORTAL_FORM = {
  serviceCd: 'cloud-portal',
  targetUrl: 'createQuestionTicket',
  chnlCd: 'WEB',
  country: 'AT',
  language: 'de_AT',
};

function postSupport(fields: Record<string, string>): Promise<Response> {
  return new TestBrowser().post(`${h.issuer}/support/contact`, fields);
}

describe('support contact page', () => {
  it('answers the portal form with how to reach support and the request it understood', async () => {
    const response = await postSupport(PORTAL_FORM);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    const page = await response.text();
    expect(page).toContain('<html lang="en"');
    expect(page).toContain('<h1>Contact customer support</h1>');
    expect(page).toContain(
      '<a href="mailto:help@cloud.example?subject=Question%20about%20cloud-portal%20(AT%2C%20de_AT)">help@cloud.example</a>',
    );
    expect(page).toContain('<dd>Ask a question</dd>');
    expect(page).toContain('<dd>cloud-portal</dd>');
    expect(page).toContain('<dd>Austria (AT)</dd>');
    expect(page).toContain('<dd>Austrian German (de_AT)</dd>');
  });

  it('is self-contained: no script, nothing from another site', async () => {
    const response = await postSupport({ ...PORTAL_FORM, country: 'CN', language: 'zh_cn' });
    const page = await response.text();
    expect(page).toContain('<dd>Chinese (China) (zh_cn)</dd>');
    expect(page).not.toContain('<script');
    expect(page).not.toMatch(/(src|href)="https?:/);
    const csp = response.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("default-src 'none'");
    expect(csp).not.toContain('script-src');
  });

  it('does not echo a refused value', async () => {
    const response = await postSupport({ ...PORTAL_FORM, serviceCd: 'a<b' });
    expect(response.status).toBe(400);
    expect(await response.text()).not.toContain('a<b');
  });

  it.each([
    ['serviceCd', { serviceCd: '' }, 'serviceCd must be a service code'],
    [
      'targetUrl',
      { targetUrl: 'https://evil.example/' },
      'targetUrl must name a page of the support desk',
    ],
    ['chnlCd', { chnlCd: 'APP' }, 'chnlCd must be WEB.'],
    ['country', { country: 'austria' }, 'country must be a two-letter country code'],
    ['language', { language: 'de-AT' }, 'language must be a language with a country'],
  ])('refuses a bad %s with a 400 page that names it', async (_name, change, message) => {
    const response = await postSupport({ ...PORTAL_FORM, ...change });
    expect(response.status).toBe(400);
    const page = await response.text();
    expect(page).toContain('<h1>This support request cannot be opened</h1>');
    expect(page).toContain(message);
  });

  it('lists every missing field', async () => {
    const response = await postSupport({});
    expect(response.status).toBe(400);
    expect((await response.text()).match(/<li>/g)).toHaveLength(5);
  });

  it('refuses a repeated field, a body that is not a form, and GET', async () => {
    const repeated = await new TestBrowser().request(`${h.issuer}/support/contact`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: `${new URLSearchParams(PORTAL_FORM).toString()}&country=US`,
    });
    expect(repeated.status).toBe(400);
    const json = await new TestBrowser().request(`${h.issuer}/support/contact`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(PORTAL_FORM),
    });
    expect(json.status).toBe(400);
    const get = await new TestBrowser().get(`${h.issuer}/support/contact`);
    expect(get.status).toBe(405);
    expect(get.headers.get('allow')).toBe('POST');
  });

  it('will not start with a support address that is not an e-mail address', async () => {
    await expect(
      startIdp({
        issuer: 'http://localhost:1',
        dataDir: h.dataDir,
        clients: [TEST_CLIENT],
        supportEmail: 'not an address',
        log: () => undefined,
      }),
    ).rejects.toThrow('support e-mail is not an e-mail address');
  });
});
