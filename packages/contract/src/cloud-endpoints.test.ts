import { describe, expect, it } from 'vitest';
import { CLOUD_ENDPOINTS } from './cloud-endpoints';
import { ConfirmTokenHeaders } from './confirm-token';

const name = (endpoint: (typeof CLOUD_ENDPOINTS)[number]) => `${endpoint.method} ${endpoint.path}`;

describe('the cloud endpoints of spec §7', () => {
  it('are all listed once, each under the API base', () => {
    const keys = CLOUD_ENDPOINTS.map((endpoint) => `${endpoint.method} ${endpoint.path}`);
    expect(new Set(keys).size).toBe(keys.length);
    for (const endpoint of CLOUD_ENDPOINTS) expect(endpoint.path.startsWith('/api/')).toBe(true);
  });

  it('cover the table of spec §7 (29 method and path pairs), the security page (4), signing a device out (1), announcements (1) and notifications (3)', () => {
    expect(CLOUD_ENDPOINTS).toHaveLength(29 + 4 + 1 + 1 + 3);
  });

  /**
   * What every cloud call can answer besides its own errors: 400 (the client-header guard and
   * schema validation), 401 (no session) and 403 (the account-status pre-handler: 101901,
   * 101902, 101920–101922, and 101403 for an unverified browser).
   */
  it.each(CLOUD_ENDPOINTS.map((endpoint) => [name(endpoint), endpoint] as const))('%s lists a success, 400, 401 and 403', (_name, endpoint) => {
    const statuses = Object.keys(endpoint.responses).map(Number);
    expect(statuses.some((status) => status >= 200 && status < 300)).toBe(true);
    expect(statuses).toEqual(expect.arrayContaining([400, 401, 403]));
  });

  it('lists 502 on every call that checks a confirm token (the provider signs it)', () => {
    const confirmed = CLOUD_ENDPOINTS.filter((endpoint) => endpoint.headers === ConfirmTokenHeaders);
    expect(confirmed.map(name)).toHaveLength(4);
    for (const endpoint of confirmed) expect(Object.keys(endpoint.responses), name(endpoint)).toContain('502');
  });
});
