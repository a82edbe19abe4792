import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoAccount } from '../src/demo/seed-demo-data';
import { fileBlobStoreIn } from '../src/storage/file-blob-store';
import { SessionRepository } from '../src/auth/session-repository';
import { createTestApp, type TestApp, webClientHeaders } from './test-app';
import { signInTestAccount, type SignedInTestAccount } from './test-accounts';
import { createTestConfirmTokens, TEST_ISSUER, type TestConfirmTokens } from './test-confirm-tokens';

/**
 * Architecture "Ownership": every call is scoped to the signed-in account; another account's
 * id answers 404 exactly like an id that does not exist, and changes nothing.
 */
describe('ownership matrix: account B with account A ids', () => {
  let testApp: TestApp;
  let tokens: TestConfirmTokens;
  let sessionA: string;
  let accountB: SignedInTestAccount;
  let ids: { deviceId: string; cid: string; temporaryBackupId: string; photoId: string };
  const blobs = fileBlobStoreIn(mkdtempSync(path.join(tmpdir(), 'portal-ownership-')));

  async function call(method: 'GET' | 'POST' | 'DELETE', url: string, asA: boolean, payload?: unknown) {
    const response = await testApp.app.inject({
      method,
      url,
      headers: {
        ...webClientHeaders,
        'x-sc-confirm-token': await tokens.issue(asA ? 'owner-subject' : accountB.subject),
      },
      cookies: { portal_session: asA ? sessionA : accountB.sessionToken },
      ...(payload !== undefined && { payload: payload as object }),
    });
    return { status: response.statusCode, body: response.body ? response.json() : null };
  }

  /** Everything account A can read, to compare before and after B's attempts. */
  async function snapshotOfA() {
    const reads = [
      '/api/backup/v4/devices',
      '/api/ctb/csweb/backups',
      '/api/device-context/v1/devices',
      '/api/quota/v3/usage',
      '/api/media/v1/photos?count=100',
      '/api/lgi/eos/v1/task/incompleted',
      '/api/sbp/edp/users',
    ];
    return Promise.all(reads.map(async (url) => (await call('GET', url, true)).body));
  }

  beforeAll(async () => {
    tokens = await createTestConfirmTokens();
    testApp = await createTestApp({ confirmTokenKeys: tokens.keySource, blobs });
    const { accountId } = await seedDemoAccount(testApp.database.db, blobs, {
      issuer: TEST_ISSUER,
      subject: 'owner-subject',
      name: 'Account A',
      loginId: 'a@example.com',
      pictureUrl: null,
      emailVerified: true,
      profile: 'full',
    });
    sessionA = await new SessionRepository(testApp.database.db, 600_000).create(accountId, null);
    accountB = await signInTestAccount(testApp.database.db, { name: 'Account B' });
    const devices = (await call('GET', '/api/backup/v4/devices', true)).body.devices;
    const temporary = (await call('GET', '/api/ctb/csweb/backups', true)).body.backups;
    const photos = (await call('GET', '/api/media/v1/photos?count=1', true)).body.list;
    ids = { deviceId: devices[0].device_id, cid: devices[0].items[0].cid, temporaryBackupId: temporary[0].id, photoId: photos[0].photoId };
  }, 180_000);
  afterAll(() => testApp.close());

  it('answers 404 to every call naming one of A’s ids, and A’s data stays the same', async () => {
    const before = await snapshotOfA();
    const attempts = [
      call('DELETE', `/api/backup/v4/contents/${ids.cid}?tdid=${ids.deviceId}&cid=${ids.cid}`, false),
      call('DELETE', `/api/backup/v4/devices/${ids.deviceId}`, false),
      call('DELETE', `/api/ctb/v2/backups/${ids.temporaryBackupId}`, false),
      call('POST', `/api/ctb/csweb/backups/${ids.temporaryBackupId}/extend`, false, {}),
      call('GET', `/api/media/v1/photos/${ids.photoId}/thumbnail?size=240`, false),
      call('POST', '/api/device-context/v1/get-app-usage', false, { deviceIds: [ids.deviceId] }),
    ];
    for (const { status, body } of await Promise.all(attempts)) {
      expect(status).toBe(404);
      expect(body.rcode).toBe(40400001);
    }
    expect(await snapshotOfA()).toEqual(before);
  });

  it('shows B none of A’s data in B’s own lists', async () => {
    expect((await call('GET', '/api/backup/v4/devices', false)).body.devices).toEqual([]);
    expect((await call('GET', '/api/ctb/csweb/backups', false)).body.backups).toEqual([]);
    expect((await call('GET', '/api/device-context/v1/devices', false)).body.devices).toEqual([]);
    expect((await call('GET', '/api/media/v1/photos?count=100', false)).body.list ?? []).toEqual([]);
  });

  it('refuses A’s confirm token on B’s session, deleting nothing', async () => {
    const response = await testApp.app.inject({
      method: 'DELETE',
      url: `/api/backup/v4/devices/${ids.deviceId}`,
      headers: { ...webClientHeaders, 'x-sc-confirm-token': await tokens.issue('owner-subject') },
      cookies: { portal_session: accountB.sessionToken },
    });
    expect(response.statusCode).toBe(403);
    expect(response.json().rcode).toBe(40305001);
  });
});
