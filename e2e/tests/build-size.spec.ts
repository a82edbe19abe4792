import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { expect, test } from '@playwright/test';
import { isPrecompressedFile } from '@cloud-portal/contract/precompressed-files';
import { measureStartupJs } from '../bench/startup-js';
import { repoRoot } from '../support/global-setup';
import { portalUrl } from '../support/portal';

/*
 * Issue 13: sizes are the same on every machine, so they are tested here; times are only
 * measured (npm run bench:web). Checks the build the journeys run on.
 */

const DIST = path.join(repoRoot, 'apps', 'web', 'dist');
const KiB = 1024;
const assets = readdirSync(path.join(DIST, 'assets'));

test('the start-up script is at most 90 KiB compressed', () => {
  const startup = measureStartupJs(DIST);
  expect(startup.files.length).toBeGreaterThan(0);
  expect(startup.brotli).toBeLessThanOrEqual(90 * KiB);
});

test('no chunk the app fetches later is over 150 KiB compressed', () => {
  const scripts = assets.filter((file) => file.endsWith('.js'));
  expect(scripts.length).toBeGreaterThan(10);
  const oversized = scripts
    // What the server sends: the brotli copy, or the file itself when compression did not shrink it.
    .map((file) => {
      const brotli = path.join(DIST, 'assets', `${file}.br`);
      return { file, brotli: statSync(existsSync(brotli) ? brotli : path.join(DIST, 'assets', file)).size };
    })
    .filter(({ brotli }) => brotli > 150 * KiB);
  expect(oversized).toEqual([]);
});

test('every hashed text asset is sent compressed as the browser asks, and kept for good', async ({ request }) => {
  const texts = assets.filter((file) => isPrecompressedFile(file));
  expect(texts.length).toBeGreaterThan(10);
  for (const file of texts) {
    const url = `${portalUrl()}/assets/${file}`;
    const content = readFileSync(path.join(DIST, 'assets', file));
    // A file of a few dozen bytes that compression would make larger is sent as it is.
    const gains = (compressed: Buffer) => compressed.length < content.length;
    const brotli = await request.get(url, { headers: { 'accept-encoding': 'br, gzip' } });
    expect.soft(brotli.headers()['content-encoding'], file).toBe(gains(brotliCompressSync(content)) ? 'br' : undefined);
    expect.soft(brotli.headers()['cache-control'], file).toBe('public, max-age=31536000, immutable');
    expect.soft(brotli.headers().vary, file).toBe('accept-encoding');
    const gzip = await request.get(url, { headers: { 'accept-encoding': 'gzip' } });
    expect.soft(gzip.headers()['content-encoding'], file).toBe(gains(gzipSync(content, { level: 9 })) ? 'gzip' : undefined);
    // Playwright hands the body back decoded: it is the file itself.
    expect.soft((await gzip.body()).equals(content), file).toBe(true);
  }
});

test('the portal’s address is sent compressed, as the browser asks, and never cached', async ({ request }) => {
  const brotli = await request.get(portalUrl(), { headers: { 'accept-encoding': 'gzip, deflate, br' } });
  expect(brotli.headers()['content-encoding']).toBe('br');
  expect(brotli.headers()['cache-control']).toBe('no-store');
  expect(await brotli.text()).toContain('data-page-route="/login"');
  const gzip = await request.get(portalUrl(), { headers: { 'accept-encoding': 'gzip' } });
  expect(gzip.headers()['content-encoding']).toBe('gzip');
});
