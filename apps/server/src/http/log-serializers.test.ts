import { describe, expect, it } from 'vitest';
import { redactedUrl } from './log-serializers';

describe('redactedUrl', () => {
  it('keeps query names and drops every value', () => {
    expect(redactedUrl('/auth/token/access?code=abc&state=def&iss=http%3A%2F%2Fidp', '/auth/token/access')).toBe(
      '/auth/token/access?code=[redacted]&state=[redacted]&iss=[redacted]',
    );
  });

  it('drops a query name that is not a plain word, and a bare value', () => {
    expect(redactedUrl('/?confirm%5Ftoken=abc&secretvalue', '/')).toBe('/?[redacted]&secretvalue=[redacted]');
  });

  it('drops the e-mail link token from the path', () => {
    expect(redactedUrl('/api/auth/sc/verification/v1/email/zW1FRkUN9HaY5nvWtzhB', '/api/auth/sc/verification/v1/email/:token')).toBe(
      '/api/auth/sc/verification/v1/email/[redacted]',
    );
  });

  it('logs the route pattern when the path is spelled in another shape', () => {
    expect(redactedUrl('/api/auth/sc//verification/v1/email/secret', '/api/auth/sc/verification/v1/email/:token')).toBe(
      '/api/auth/sc/verification/v1/email/:token',
    );
  });

  it('leaves ids of ordinary routes alone', () => {
    expect(redactedUrl('/api/backup/v4/devices/d-1', '/api/backup/v4/devices/:deviceId')).toBe('/api/backup/v4/devices/d-1');
  });
});
