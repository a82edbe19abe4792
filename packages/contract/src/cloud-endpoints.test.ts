import { describe, expect, it } from 'vitest';
import { CLOUD_ENDPOINTS } from './cloud-endpoints';

describe('the cloud endpoints of spec §7', () => {
  it('are all listed once, each under the API base', () => {
    const keys = CLOUD_ENDPOINTS.map((endpoint) => `${endpoint.method} ${endpoint.path}`);
    expect(new Set(keys).size).toBe(keys.length);
    for (const endpoint of CLOUD_ENDPOINTS) expect(endpoint.path.startsWith('/api/')).toBe(true);
  });

  it('cover the table of spec §7 (29 method and path pairs)', () => {
    expect(CLOUD_ENDPOINTS).toHaveLength(29);
  });
});
