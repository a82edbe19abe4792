import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { registerSecurityHeaders } from './security-headers';

describe('registerSecurityHeaders', () => {
  let app: FastifyInstance;
  beforeEach(() => {
    app = Fastify();
  });
  afterEach(async () => {
    await app.close();
  });

  /** The headers with a policy and HSTS as the portal over HTTPS sets them, a route that answers at `ok` and one that fails at `broken`. */
  function withPolicyAndRoutes(ok: string, broken: string): void {
    registerSecurityHeaders(app, {
      contentSecurityPolicy: { useDefaults: false, directives: { defaultSrc: ["'self'"], frameAncestors: ["'none'"] } },
      hsts: { maxAge: 31_536_000, includeSubDomains: true },
    });
    app.get(ok, async () => ({ ok: true }));
    app.get(broken, async () => {
      throw new Error('broken');
    });
  }

  it('puts the policy and helmet’s headers on answers, errors and unknown addresses alike', async () => {
    withPolicyAndRoutes('/ok', '/broken');

    for (const url of ['/ok', '/broken', '/nowhere']) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.headers['content-security-policy'], url).toBe("default-src 'self';frame-ancestors 'none'");
      expect(response.headers['strict-transport-security'], url).toBe('max-age=31536000; includeSubDomains');
      expect(response.headers['x-content-type-options'], url).toBe('nosniff');
      expect(response.headers['x-frame-options'], url).toBe('SAMEORIGIN');
    }
  });

  it('leaves out HSTS when the portal is served over plain HTTP', async () => {
    registerSecurityHeaders(app, { contentSecurityPolicy: { useDefaults: false, directives: { defaultSrc: ["'self'"] } }, hsts: false });
    app.get('/ok', async () => ({ ok: true }));
    const response = await app.inject({ method: 'GET', url: '/ok' });
    expect(response.headers['strict-transport-security']).toBeUndefined();
    expect(response.headers['content-security-policy']).toBe("default-src 'self'");
  });

  it('gives API answers, errors and unknown API addresses the API’s short set, and pages helmet’s', async () => {
    withPolicyAndRoutes('/api/backup/v4/devices', '/api/broken');

    for (const url of ['/api/backup/v4/devices', '/api/broken', '/api/nowhere']) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.headers['content-security-policy'], url).toBe("default-src 'none'; frame-ancestors 'none'");
      expect(response.headers['x-content-type-options'], url).toBe('nosniff');
      expect(response.headers['cross-origin-resource-policy'], url).toBe('same-origin');
      expect(response.headers['referrer-policy'], url).toBe('no-referrer');
      expect(response.headers['strict-transport-security'], url).toBe('max-age=31536000; includeSubDomains');
      // The document-only headers stay off the API.
      expect(response.headers['x-frame-options'], url).toBeUndefined();
      expect(response.headers['x-dns-prefetch-control'], url).toBeUndefined();
    }
    // An address that only starts like the API is a page.
    const page = await app.inject({ method: 'GET', url: '/apis' });
    expect(page.headers['x-frame-options']).toBe('SAMEORIGIN');
  });

  it('writes HSTS on API answers as helmet writes it on pages, and none over plain HTTP', async () => {
    registerSecurityHeaders(app, { hsts: { maxAge: 600, includeSubDomains: false, preload: true } });
    app.get('/api/x', async () => ({}));
    app.get('/page', async () => ({}));
    const api = await app.inject({ method: 'GET', url: '/api/x' });
    const page = await app.inject({ method: 'GET', url: '/page' });
    expect(api.headers['strict-transport-security']).toBe(page.headers['strict-transport-security']);

    const plain = Fastify();
    registerSecurityHeaders(plain, { hsts: false });
    plain.get('/api/x', async () => ({}));
    expect((await plain.inject({ method: 'GET', url: '/api/x' })).headers['strict-transport-security']).toBeUndefined();
    await plain.close();
  });
});
