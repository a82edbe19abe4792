import { describe, expect, it } from 'vitest';

import { ClientRegistry } from './client-registry';

const registry = new ClientRegistry([
  {
    clientId: 'cloud-portal',
    clientSecret: 's',
    redirectUris: ['http://localhost:8080/auth/token/access'],
    postLogoutRedirectUris: ['https://portal.example/logout'],
  },
]);
const client = registry.get('cloud-portal');

describe('client redirect targets', () => {
  it('allows any address on a redirect-URI origin, fragment kept', () => {
    expect(registry.allowedTarget(client, 'http://localhost:8080/#/logout')).toBe(
      'http://localhost:8080/#/logout',
    );
  });

  it('refuses other origins, other schemes, credentials and unknown clients', () => {
    expect(registry.allowedTarget(client, 'http://localhost:8081/')).toBeUndefined();
    expect(registry.allowedTarget(client, 'https://localhost:8080/')).toBeUndefined();
    expect(registry.allowedTarget(client, 'http://localhost:8080@evil.example/')).toBeUndefined();
    expect(registry.allowedTarget(client, 'http://user:pw@localhost:8080/')).toBeUndefined();
    expect(registry.allowedTarget(client, 'javascript:alert(1)')).toBeUndefined();
    expect(registry.allowedTarget(client, '/relative')).toBeUndefined();
    expect(registry.allowedTarget(registry.get('other'), 'http://localhost:8080/')).toBeUndefined();
  });

  it('adds post-logout origins only when asked', () => {
    expect(registry.allowedTarget(client, 'https://portal.example/#/logout')).toBeUndefined();
    expect(registry.allowedTarget(client, 'https://portal.example/#/logout', true)).toBe(
      'https://portal.example/#/logout',
    );
  });
});
