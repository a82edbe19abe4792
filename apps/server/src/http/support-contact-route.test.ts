import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';

/** What the web's contact-us link posts (apps/web/src/lib/contact-support.ts). */
const SUPPORT_FORM = 'serviceCd=cloud-portal&targetUrl=createQuestionTicket&chnlCd=WEB&country=AT&language=de_AT';

describe('POST /support/contact', () => {
  let embedded: TestApp;
  let configured: TestApp;

  beforeAll(async () => {
    embedded = await createTestApp();
    configured = await createTestApp({ config: { supportContactUrl: 'https://help.example.com/csweb/contact' } });
  });
  afterAll(async () => {
    await embedded.close();
    await configured.close();
  });

  /** What a browser sends when it submits the contact-us form (`form`) to the portal. */
  const submit = (to: TestApp, form = SUPPORT_FORM) =>
    to.app.inject({
      method: 'POST',
      url: '/support/contact',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: form,
    });

  it("hands the form on to the provider's support endpoint, keeping it a POST", async () => {
    const response = await submit(embedded);
    expect(response.statusCode).toBe(307);
    expect(response.headers.location).toBe('http://localhost:8081/support/contact');
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.headers['content-security-policy']).toContain("form-action 'self' http://localhost:8081;");
  });

  it('hands it to SUPPORT_CONTACT_URL when set, and lets forms go there', async () => {
    const response = await submit(configured);
    expect(response.statusCode).toBe(307);
    expect(response.headers.location).toBe('https://help.example.com/csweb/contact');
    expect(response.headers['content-security-policy']).toContain(
      "form-action 'self' http://localhost:8081 https://help.example.com;",
    );
  });

  it('refuses an oversized form', async () => {
    const response = await submit(embedded, `serviceCd=${'x'.repeat(20_000)}`);
    expect(response.statusCode).toBe(413);
  });

  it('still answers other portal POSTs with a JSON body only', async () => {
    const response = await embedded.app.inject({
      method: 'POST',
      url: '/auth/token/expire',
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-portal-client': 'cloud-portal-web' },
      payload: 'reason=signOut',
    });
    expect(response.statusCode).toBe(415);
  });
});
