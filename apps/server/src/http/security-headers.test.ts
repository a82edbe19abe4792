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

  it('puts the policy and helmet’s headers on answers, errors and unknown addresses alike', async () => {
    registerSecurityHeaders(app, {
      contentSecurityPolicy: { useDefaults: false, directives: { defaultSrc: ["'self'"], frameAncestors: ["'none'"] } },
      hsts: { maxAge: 31_536_000, includeSubDomains: true },
    });
    app.get('/ok', async () => ({ ok: true }));
    app.get('/broken', async () => {
      throw new Error('broken');
    });

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
});
