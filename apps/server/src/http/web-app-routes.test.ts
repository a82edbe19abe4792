import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';

const BUNDLE = `console.log(${JSON.stringify('a bundle '.repeat(200))});`;

describe('web app routes', () => {
  let built: TestApp;
  let unbuilt: TestApp;

  beforeAll(async () => {
    const dist = mkdtempSync(path.join(tmpdir(), 'portal-dist-'));
    writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>Cloud Portal</title><div id="root"></div>');
    mkdirSync(path.join(dist, 'assets'));
    writeFileSync(path.join(dist, 'assets', 'main-abc123.js'), BUNDLE);
    // The build's precompressed copies (apps/web/build/precompress-dist.ts).
    writeFileSync(path.join(dist, 'assets', 'main-abc123.js.br'), brotliCompressSync(BUNDLE));
    writeFileSync(path.join(dist, 'assets', 'main-abc123.js.gz'), gzipSync(BUNDLE));
    built = await createTestApp({ config: { webDistDir: dist } });
    unbuilt = await createTestApp();
  });
  afterAll(async () => {
    await built.close();
    await unbuilt.close();
  });

  it('serves the single-page app at / and never lets it be cached', async () => {
    const response = await built.app.inject({ method: 'GET', url: '/' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<div id="root">');
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.headers['content-security-policy']).toContain("script-src 'self'");
    expect(response.headers['content-security-policy']).toContain("form-action 'self' http://localhost:8081");
  });

  it('serves the success-flag address the sign-in returns to', async () => {
    const response = await built.app.inject({ method: 'GET', url: '/?success=1' });
    expect(response.statusCode).toBe(200);
  });

  it('lets hashed bundles be cached for good', async () => {
    const response = await built.app.inject({ method: 'GET', url: '/assets/main-abc123.js' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('sends the brotli copy of a bundle to a browser that accepts it, cached for good', async () => {
    const response = await built.app.inject({
      method: 'GET',
      url: '/assets/main-abc123.js',
      headers: { 'accept-encoding': 'gzip, deflate, br, zstd' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-type']).toMatch(/javascript/);
    expect(response.headers.vary).toBe('accept-encoding');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe(BUNDLE);
  });

  it('sends the gzip copy to a gzip-only client and the plain file to one that accepts neither', async () => {
    const gzipped = await built.app.inject({ method: 'GET', url: '/assets/main-abc123.js', headers: { 'accept-encoding': 'gzip' } });
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(gzipped.headers.vary).toBe('accept-encoding');
    expect(gunzipSync(gzipped.rawPayload).toString()).toBe(BUNDLE);

    const plain = await built.app.inject({ method: 'GET', url: '/assets/main-abc123.js', headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toBe('accept-encoding');
    expect(plain.body).toBe(BUNDLE);
  });

  it('compresses API answers of a kilobyte or more, and leaves small ones as they are', async () => {
    const large = await built.app.inject({ method: 'GET', url: '/openapi.json', headers: { 'accept-encoding': 'br' } });
    expect(large.headers['content-encoding']).toBe('br');
    expect(JSON.parse(brotliDecompressSync(large.rawPayload).toString())).toHaveProperty('openapi', '3.1.0');

    const gzipped = await built.app.inject({ method: 'GET', url: '/openapi.json', headers: { 'accept-encoding': 'gzip' } });
    expect(gzipped.headers['content-encoding']).toBe('gzip');

    // The ETag names the JSON itself, whichever way it is compressed.
    expect(large.headers.etag).toBe(gzipped.headers.etag);
    expect(large.headers.etag).toMatch(/^"[\w-]+"$/);

    const small = await built.app.inject({ method: 'GET', url: '/healthz', headers: { 'accept-encoding': 'br' } });
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.json()).toEqual({ status: 'ok' });
  });

  it.each([
    ['/backup', '/#/backup'],
    ['/backup/detail?deviceId=d1', '/#/backup/detail?deviceId=d1'],
    ['/reset_edp_status', '/#/reset_edp_status'],
    ['/verification/help/email', '/#/verification/help/email'],
    ['/logout', '/#/logout'],
    ['/timeout', '/#/timeout'],
    ['/info-e2ee', '/#/info-e2ee'],
  ])('sends the path form %s to the hash form %s', async (url, location) => {
    const response = await built.app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe(location);
  });

  it('sends an unknown page address to the not-found screen', async () => {
    const response = await built.app.inject({ method: 'GET', url: '/no-such-page', headers: { accept: 'text/html' } });
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe('/#/error404');
  });

  it('answers an unknown API path with a JSON 404 and an rcode', async () => {
    const response = await built.app.inject({
      method: 'GET',
      url: '/api/nothing/here',
      headers: { accept: 'text/html', 'x-portal-client': 'cloud-portal-web' },
    });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ rcode: 40400001, rmsg: 'No such resource: GET /api/nothing/here' });
  });

  it('says plainly when the web app has not been built', async () => {
    const response = await unbuilt.app.inject({ method: 'GET', url: '/' });
    expect(response.statusCode).toBe(503);
    expect(response.body).toContain('npm run build');
  });
});
