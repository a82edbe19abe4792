import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';

describe('web app routes', () => {
  let built: TestApp;
  let unbuilt: TestApp;

  beforeAll(async () => {
    const dist = mkdtempSync(path.join(tmpdir(), 'portal-dist-'));
    writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>Cloud Portal</title><div id="root"></div>');
    mkdirSync(path.join(dist, 'assets'));
    writeFileSync(path.join(dist, 'assets', 'main-abc123.js'), 'console.log(1)');
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
    expect(response.headers['cache-control']).toContain('immutable');
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
