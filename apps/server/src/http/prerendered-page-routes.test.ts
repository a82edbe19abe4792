import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gzipSync } from 'node:zlib';
import {
  PRERENDER_MANIFEST_PATH,
  prerenderedPagePath,
  type PrerenderManifest,
  type PrerenderedVariant,
} from '@cloud-portal/contract/prerendered-pages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';

const EN_US = { language: 'en', countryCode: 'US' };
const EN_GB = { language: 'en', countryCode: 'GB' };
const DE_US = { language: 'de', countryCode: 'US' };
const DE_AT = { language: 'de', countryCode: 'AT' };

const MANIFEST: PrerenderManifest = {
  pages: [
    { name: 'login', kind: 'screen', route: '/login', everyCountry: true, variants: [EN_US, DE_US, EN_GB, DE_AT] },
    { name: 'frame', kind: 'frame', route: '/', everyCountry: true, variants: [EN_US, DE_US, EN_GB, DE_AT] },
    { name: 'logout', kind: 'screen', route: '/logout', everyCountry: true, variants: [EN_US, DE_US, EN_GB, DE_AT] },
    { name: 'info-e2ee', kind: 'screen', route: '/info-e2ee', everyCountry: false, variants: [EN_US, DE_US] },
  ],
  fallbackVariant: EN_US,
  pageLanguages: ['en', 'de', 'sv'],
  supportedCountries: ['US', 'GB', 'DE', 'AT', 'SE'],
  inlineScriptHashes: ["'sha256-AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA='"],
};

/** A page's text says which page and variant it is. */
function pageText(name: string, variant: PrerenderedVariant): string {
  return `<!doctype html><title>${name}</title><div id="root">${name} ${variant.language}-${variant.countryCode}</div>`;
}

describe('prerendered pages', () => {
  let app: TestApp;

  beforeAll(async () => {
    const dist = mkdtempSync(path.join(tmpdir(), 'portal-pages-'));
    writeFileSync(path.join(dist, 'index.html'), '<!doctype html><div id="root"></div>');
    mkdirSync(path.join(dist, 'pages'));
    writeFileSync(path.join(dist, PRERENDER_MANIFEST_PATH), JSON.stringify(MANIFEST));
    for (const page of MANIFEST.pages) {
      for (const variant of page.variants) {
        const file = path.join(dist, prerenderedPagePath(page, variant));
        const html = pageText(page.name, variant);
        writeFileSync(file, html);
        writeFileSync(`${file}.br`, brotliCompressSync(html));
        writeFileSync(`${file}.gz`, gzipSync(html));
      }
    }
    app = await createTestApp({ config: { webDistDir: dist } });
  });
  afterAll(async () => {
    await app.close();
  });

  const get = (url: string, headers: Record<string, string> = {}) =>
    app.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'identity', ...headers } });

  it('sends the sign-in page to a browser without a session, never to be cached', async () => {
    const response = await get('/', { 'accept-language': 'en-US,en;q=0.9' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('login en-US');
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.headers.vary).toBe('accept-encoding, accept-language, cookie');
  });

  it('sends the signed-in frame to a browser with a session cookie', async () => {
    const response = await get('/?success=1', { cookie: 'portal_session=anything', 'accept-language': 'de-AT' });
    expect(response.body).toContain('frame de-AT');
  });

  it('chooses the language and country the browser will start in (spec §5)', async () => {
    expect((await get('/', { 'accept-language': 'en-GB,en;q=0.8' })).body).toContain('login en-GB');
    expect((await get('/', { 'accept-language': 'fr-FR,de;q=0.5' })).body).toContain('login de-US');
    // German in Germany has no page of its own: German in its default country, redrawn by the app.
    expect((await get('/', { 'accept-language': 'de-DE' })).body).toContain('login de-US');
    // A language without pages, or no header at all: the fallback.
    expect((await get('/', { 'accept-language': 'sv-SE' })).body).toContain('login en-US');
    expect((await get('/')).body).toContain('login en-US');
  });

  it('sends a prerendered screen at its path form, in the language asked for', async () => {
    expect((await get('/logout?state=abc', { 'accept-language': 'de' })).body).toContain('logout de-US');
    expect((await get('/info-e2ee', { 'accept-language': 'de-AT' })).body).toContain('info-e2ee de-US');
  });

  it('sends the brotli copy to a browser that accepts it, gzip to a gzip-only one', async () => {
    const brotli = await get('/', { 'accept-encoding': 'gzip, deflate, br, zstd' });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(brotli.rawPayload).toString()).toContain('login en-US');
    const gzipped = await get('/', { 'accept-encoding': 'gzip' });
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    const refused = await get('/', { 'accept-encoding': 'br;q=0, gzip' });
    expect(refused.headers['content-encoding']).toBe('gzip');
  });

  it('allows the pages’ inline script by its hash, and no other', async () => {
    const csp = String((await get('/')).headers['content-security-policy']);
    const scriptSrc = csp.split(';').find((directive) => directive.startsWith('script-src'));
    expect(scriptSrc).toBe("script-src 'self' 'sha256-AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA='");
  });

  it('still sends the path form of other screens to their hash form', async () => {
    const response = await get('/backup');
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe('/#/backup');
  });
});
