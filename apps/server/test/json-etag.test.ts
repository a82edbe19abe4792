import { beforeAll, describe, expect, it } from 'vitest';
import { removeBackupContent } from '../src/modules/backup/backup-service';
import { signInTestAccount, type SignedInTestAccount } from './test-accounts';
import { webClientHeaders } from './test-app';
import { useTestApp } from './use-test-app';
import { seedDevices } from './test-devices';

describe('ETag and If-None-Match on the cloud API reads', () => {
  const testApp = useTestApp();
  let account: SignedInTestAccount;
  let deviceIds: string[];

  beforeAll(async () => {
    account = await signInTestAccount(testApp.database.db);
    deviceIds = await seedDevices(testApp.database.db, account.accountId, 2);
  });

  function get(url: string, ifNoneMatch?: string) {
    return testApp.app.inject({
      method: 'GET',
      url,
      headers: { ...webClientHeaders, ...(ifNoneMatch !== undefined && { 'if-none-match': ifNoneMatch }) },
      cookies: { portal_session: account.sessionToken },
    });
  }

  it.each(['/api/backup/v4/devices', '/api/backup/v4/devices?view=summary', '/api/device-context/v1/devices', '/api/quota/v3/usage'])(
    'answers %s unchanged with 304 and no body',
    async (url) => {
      const first = await get(url);
      expect(first.statusCode).toBe(200);
      const etag = first.headers.etag as string;
      expect(etag).toMatch(/^"[A-Za-z0-9_-]+"$/);
      for (const asked of [etag, `W/${etag}`, `"other", ${etag}`]) {
        const again = await get(url, asked);
        expect(again.statusCode, asked).toBe(304);
        expect(again.body, asked).toBe('');
        expect(again.headers.etag).toBe(etag);
      }
      expect((await get(url, '"another-list"')).statusCode).toBe(200);
    },
  );

  it('gives a changed list a new ETag, and answers it in full to the old one', async () => {
    const url = '/api/backup/v4/devices';
    const before = await get(url);
    await removeBackupContent(testApp.database.db, account.accountId, deviceIds[0]!, 'SMS', Date.now());
    const after = await get(url, before.headers.etag as string);
    expect(after.statusCode).toBe(200);
    expect(after.headers.etag).not.toBe(before.headers.etag);
    expect(after.json()).not.toEqual(before.json());
  });

  it('never validates the session answer: a keep-alive is always answered in full, uncached', async () => {
    const first = await get('/auth/session');
    expect(first.statusCode).toBe(200);
    expect(first.headers['cache-control']).toBe('no-store');
    expect(first.headers.etag).toBeUndefined();
    expect((await get('/auth/session', '*')).statusCode).toBe(200);
  });

  it('gives errors no ETag', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/backup/v4/devices', headers: webClientHeaders });
    expect(response.statusCode).toBe(401);
    expect(response.headers.etag).toBeUndefined();
  });
});
