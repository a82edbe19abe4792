import { describe, expect, it } from 'vitest';
import { buildPath } from './endpoint';

describe('buildPath', () => {
  it('fills and encodes placeholders', () => {
    expect(buildPath('/api/ctb/v2/backups/:id', { id: 'a b/c' })).toBe('/api/ctb/v2/backups/a%20b%2Fc');
  });

  it('leaves a path without placeholders alone', () => {
    expect(buildPath('/auth/session')).toBe('/auth/session');
  });

  it('refuses a missing parameter', () => {
    expect(() => buildPath('/api/backup/v4/devices/:id')).toThrow(/Missing path parameter "id"/);
  });
});
