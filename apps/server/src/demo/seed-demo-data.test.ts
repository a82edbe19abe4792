import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { summarizeBackupCategories } from '@cloud-portal/domain/backup-category-summary';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, webClientHeaders } from '../../test/test-app';
import { TEST_ISSUER } from '../../test/test-confirm-tokens';
import { SessionRepository } from '../auth/session-repository';
import type { BlobStore } from '../storage/blob-store';
import { fileBlobStoreIn } from '../storage/file-blob-store';
import { seedDemoAccount, type DemoAccountIdentity } from './seed-demo-data';
import { DEMO_PHOTO_COUNT } from './seed-gallery';

const demo: DemoAccountIdentity = {
  issuer: TEST_ISSUER,
  subject: 'demo-subject',
  name: 'Alex Morgan',
  loginId: 'demo@example.com',
  pictureUrl: null,
  emailVerified: true,
  profile: 'full',
};

describe('demo data', () => {
  let testApp: TestApp;
  let session: string;
  const blobs = fileBlobStoreIn(mkdtempSync(path.join(tmpdir(), 'portal-demo-blobs-')));

  const get = async (url: string, token = session) => {
    const response = await testApp.app.inject({ method: 'GET', url, headers: webClientHeaders, cookies: { portal_session: token } });
    return { status: response.statusCode, body: response.json() };
  };

  beforeAll(async () => {
    testApp = await createTestApp({ blobs });
    // A first start that dies halfway (the photos come after backups and temporary backups)…
    const diskFull: BlobStore = {
      get: (key) => blobs.get(key),
      delete: (key) => blobs.delete(key),
      list: () => blobs.list(),
      put: () => Promise.reject(new Error('disk full')),
    };
    await expect(seedDemoAccount(testApp.database.db, diskFull, demo)).rejects.toThrow('disk full');
    // …then two nodes starting at once: one seeds, the other finds it done.
    const runs = await Promise.all([seedDemoAccount(testApp.database.db, blobs, demo), seedDemoAccount(testApp.database.db, blobs, demo)]);
    expect(runs.map((run) => run.seeded).sort()).toEqual([false, true]);
    expect(runs[0].accountId).toBe(runs[1].accountId);
    session = await new SessionRepository(testApp.database.db, 60_000).create(runs[0].accountId, null);
  }, 120_000);

  it('holds one set after an interrupted start and two concurrent ones', async () => {
    expect((await get('/api/ctb/csweb/backups')).body.backups).toHaveLength(2);
    expect((await get('/api/media/v1/photos?count=100')).body.list).toHaveLength(DEMO_PHOTO_COUNT);
    expect((await get('/api/lgi/eos/v1/task/incompleted')).body.incompletedTasks).toHaveLength(1);
  });
  afterAll(() => testApp.close());

  it('lists the device backups, without the one past the 365-day retention, one of them expiring', async () => {
    const { status, body } = await get('/api/backup/v4/devices');
    expect(status).toBe(200);
    const ids = body.devices.map((device: { device_id: string }) => device.device_id);
    expect(ids).toEqual(expect.arrayContaining(['demo-phone-aurora9', 'demo-tablet-aurora7', 'demo-watch-aurora5', 'demo-phone-aurora8']));
    expect(ids).not.toContain('demo-phone-aurora6');
  });

  it('holds backups in all 9 categories', async () => {
    const { body } = await get('/api/backup/v4/devices');
    const items = body.devices.flatMap((device: { items: unknown[] }) => device.items);
    expect(summarizeBackupCategories(items, { encrypted: body.encrypted })).toHaveLength(9);
  });

  it('has two temporary backups, at least 40 photos, and phone, tablet, watch, secure folder and knox devices', async () => {
    expect((await get('/api/ctb/csweb/backups')).body.backups).toHaveLength(2);
    expect((await get('/api/media/v1/photos?count=100')).body.list.length).toBeGreaterThanOrEqual(40);
    const { body } = await get('/api/device-context/v1/devices');
    const kinds = new Set(body.devices.map((device: { type: string; v_device_type: string }) => `${device.type}/${device.v_device_type}`));
    expect([...kinds]).toEqual(expect.arrayContaining(['phone/normal', 'tablet/normal', 'watch/normal', 'phone/secure_folder', 'phone/knox']));
  });

  it('has E2EE groups', async () => {
    expect((await get('/api/kps/v2/manage/groups')).body.e2eeGroups.length).toBeGreaterThan(0);
  });

  it('seeds once: a second start changes nothing', async () => {
    const before = (await get('/api/media/v1/photos?count=100')).body.list.length;
    const again = await seedDemoAccount(testApp.database.db, blobs, demo);
    expect(again.seeded).toBe(false);
    expect((await get('/api/media/v1/photos?count=100')).body.list.length).toBe(before);
  });

  it('locks the cloud of the locked-cloud demo account', async () => {
    const { accountId } = await seedDemoAccount(testApp.database.db, blobs, {
      ...demo,
      subject: 'locked-subject',
      loginId: 'locked@example.com',
      profile: 'lockedCloud',
    });
    const lockedSession = await new SessionRepository(testApp.database.db, 60_000).create(accountId, null);
    const { status, body } = await get('/api/backup/v4/devices', lockedSession);
    expect(status).toBe(403);
    expect(body.rcode).toBe(101920);
  });
});
