import type { FullBackupDevicesResponse } from '@cloud-portal/contract/backup';
import { Rcodes } from '@cloud-portal/contract/rcodes';
import { DAY_IN_MS } from '@cloud-portal/domain/constants';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { withStatementRefused } from '../../../test/refuse-statement';
import { createTestApp, webClientHeaders } from '../../../test/test-app';
import { signInTestAccount, type SignedInTestAccount } from '../../../test/test-accounts';
import { createTestConfirmTokens, confirmBatchHeaders } from '../../../test/test-confirm-tokens';
import { backupItem } from '../../../test/test-devices';
import { useDatabaseInFolder } from '../../../test/use-database-in-folder';
import { useTestAppOfTwoAccounts } from '../../../test/use-test-app-of-two-accounts';
import { deleteAs, okBodyOf, webCall } from '../../../test/web-calls';
import type { Db } from '../../db/database';
import { backupItems, backups, devices } from '../../db/schema';
import { findDevice, registerDevice } from '../devices/device-registry';
import { ensureCloudAccount } from '../quota/cloud-account-settings';
import { recordDeviceBackup, type RecordedBackupItem } from './backup-service';

/** Every deletion of this file is one run: a token is never refused for its batch here. */
const ONE_BATCH = confirmBatchHeaders();

let deviceCounter = 0;

/** Registers a new device on the account and records backup runs for it ({ daysAgo, items }). */
async function deviceWithBackup(
  db: Db,
  accountId: string,
  runs: Array<{ daysAgo: number; items: RecordedBackupItem[] }>,
  device: { deviceType?: 'phone' | 'tablet' | 'watch'; alias?: string | null } = {},
): Promise<string> {
  deviceCounter += 1;
  const deviceId = `test-device-${deviceCounter}`;
  await registerDevice(db, accountId, {
    deviceId,
    deviceType: device.deviceType ?? 'phone',
    model: 'CP-P9100',
    modelCode: 'CP-P9100',
    modelName: 'P9100',
    alias: device.alias ?? null,
    e2eeType: 'non',
    lastAccessTime: new Date(),
  });
  for (const run of runs) {
    await recordDeviceBackup(db, accountId, deviceId, run.items, new Date(Date.now() - run.daysAgo * DAY_IN_MS));
  }
  return deviceId;
}

describe('device backup routes', () => {
  const { testApp, tokens, alice, bob } = useTestAppOfTwoAccounts();
  let db: Db;
  beforeAll(() => {
    db = testApp.database.db;
  });

  const backupsOf = (account: SignedInTestAccount) => okBodyOf<FullBackupDevicesResponse>(testApp.app, account, '/api/backup/v4/devices');

  async function backupOf(account: SignedInTestAccount, deviceId: string) {
    return (await backupsOf(account)).devices.find((device) => device.device_id === deviceId);
  }

  /** DELETE with the account's session; `token` true sends a valid confirm token of the account. */
  const remove = (account: SignedInTestAccount, url: string, token: boolean | string = true) => deleteAs(testApp.app, tokens, account, url, token);

  describe('GET /api/backup/v4/devices', () => {
    it('answers 401 without a session', async () => {
      const response = await testApp.app.inject({ method: 'GET', url: '/api/backup/v4/devices', headers: webClientHeaders });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toMatchObject({ rcode: Rcodes.SESSION_REQUIRED.rcode });
    });

    it('answers the devices with their items, newest backup first, past-retention backups left out', async () => {
      const account = await signInTestAccount(db);
      const recent = await deviceWithBackup(
        db,
        account.accountId,
        [
          { daysAgo: 4, items: [backupItem('APPS', 4_270_000_000, 87)] },
          { daysAgo: 1, items: [backupItem('CONTACT', 3_400_000, 412, { encrypted: true }), backupItem('MMS2', 0, 0, { state: 'unSupported' })] },
        ],
        { alias: "Alex's phone" },
      );
      const expiring = await deviceWithBackup(db, account.accountId, [{ daysAgo: 340, items: [backupItem('SMS')] }]);
      const lastDay = await deviceWithBackup(db, account.accountId, [{ daysAgo: 365, items: [backupItem('SMS')] }]);
      await deviceWithBackup(db, account.accountId, [{ daysAgo: 366, items: [backupItem('SMS')] }]);
      await deviceWithBackup(db, account.accountId, [{ daysAgo: 400, items: [backupItem('SMS')] }]);

      const body = await backupsOf(account);
      expect(body.encrypted).toBe(false);
      expect(body.devices.map((device) => device.device_id)).toEqual([recent, expiring, lastDay]);
      const [first] = body.devices;
      expect(first).toEqual({
        device_id: recent,
        model: 'CP-P9100',
        modelCode: 'CP-P9100',
        modelName: 'P9100',
        alias: "Alex's phone",
        e2Type: 'non',
        deviceType: 'phone',
        latest_backup_time: expect.any(Number),
        items: [
          { cid: 'APPS', usage: 4_270_000_000, count: 87, backup_time: expect.any(Number), latest_backup_time: expect.any(Number), state: 'on', encrypted: false },
          { cid: 'CONTACT', usage: 3_400_000, count: 412, backup_time: expect.any(Number), latest_backup_time: expect.any(Number), state: 'on', encrypted: true },
          { cid: 'MMS2', usage: 0, count: 0, backup_time: expect.any(Number), latest_backup_time: expect.any(Number), state: 'unSupported', encrypted: false },
        ],
      });
      // The device's latest backup is its newest item's; each item keeps its own times.
      const contact = first!.items.find((entry) => entry.cid === 'CONTACT')!;
      const apps = first!.items.find((entry) => entry.cid === 'APPS')!;
      expect(first!.latest_backup_time).toBe(contact.latest_backup_time);
      expect(contact.latest_backup_time - apps.latest_backup_time).toBeGreaterThan(2.9 * DAY_IN_MS);
    });

    it('answers the account-wide encrypted flag of the cloud settings', async () => {
      const account = await signInTestAccount(db);
      await ensureCloudAccount(db, account.accountId, { backupEncrypted: true });
      expect((await backupsOf(account)).encrypted).toBe(true);
    });

    it("never answers another account's backups", async () => {
      const deviceId = await deviceWithBackup(db, alice.accountId, [{ daysAgo: 1, items: [backupItem('SMS')] }]);
      expect(await backupOf(bob, deviceId)).toBeUndefined();
      expect(await backupOf(alice, deviceId)).toBeDefined();
    });
  });

  describe('DELETE /api/backup/v4/contents/:cid', () => {
    const contentUrl = (cid: string, deviceId: string, repeatCid: string | null = cid) =>
      `/api/backup/v4/contents/${cid}?tdid=${deviceId}${repeatCid === null ? '' : `&cid=${repeatCid}`}`;

    it('deletes one content id and moves the latest backup time to the newest remaining item', async () => {
      const deviceId = await deviceWithBackup(db, alice.accountId, [
        { daysAgo: 10, items: [backupItem('APPS'), backupItem('CALLLOGS')] },
        { daysAgo: 2, items: [backupItem('SMS')] },
      ]);
      const before = await backupOf(alice, deviceId);
      const response = await remove(alice, contentUrl('SMS', deviceId));
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ device_id: deviceId, cid: 'SMS' });
      const after = await backupOf(alice, deviceId);
      expect(after!.items.map((entry) => entry.cid)).toEqual(['APPS', 'CALLLOGS']);
      expect(after!.latest_backup_time).toBe(before!.items.find((entry) => entry.cid === 'APPS')!.latest_backup_time);
    });

    it('accepts the cid in the path only', async () => {
      const deviceId = await deviceWithBackup(db, alice.accountId, [{ daysAgo: 1, items: [backupItem('SMS'), backupItem('MMS')] }]);
      expect((await remove(alice, contentUrl('MMS', deviceId, null))).statusCode).toBe(200);
      expect((await backupOf(alice, deviceId))!.items.map((entry) => entry.cid)).toEqual(['SMS']);
    });

    it('keeps the backup, empty and with its time, when its last item is deleted', async () => {
      const deviceId = await deviceWithBackup(db, alice.accountId, [{ daysAgo: 3, items: [backupItem('Voice')] }]);
      const before = await backupOf(alice, deviceId);
      expect((await remove(alice, contentUrl('Voice', deviceId))).statusCode).toBe(200);
      expect(await backupOf(alice, deviceId)).toEqual({ ...before, items: [] });
    });

    it('serialises staggered deletes of one backup so the latest time stays right', async () => {
      const deviceId = await deviceWithBackup(db, alice.accountId, [
        { daysAgo: 20, items: [backupItem('APPS')] },
        { daysAgo: 5, items: [backupItem('CALLLOGS')] },
        { daysAgo: 1, items: [backupItem('SMS'), backupItem('MMS')] },
      ]);
      const apps = (await backupOf(alice, deviceId))!.items.find((entry) => entry.cid === 'APPS')!;
      const responses = await Promise.all(['SMS', 'MMS', 'CALLLOGS'].map((cid) => remove(alice, contentUrl(cid, deviceId))));
      expect(responses.map((response) => response.statusCode)).toEqual([200, 200, 200]);
      const after = await backupOf(alice, deviceId);
      expect(after!.items.map((entry) => entry.cid)).toEqual(['APPS']);
      expect(after!.latest_backup_time).toBe(apps.latest_backup_time);
    });

    it.each([
      ['no confirm token', false],
      ['an expired confirm token', 'expired'],
      ["another account's confirm token", 'foreign'],
      ['a token that is not a JWT', 'not-a-token'],
    ] as const)('answers 403 40305001 with %s and deletes nothing', async (_label, kind) => {
      const deviceId = await deviceWithBackup(db, alice.accountId, [{ daysAgo: 1, items: [backupItem('SMS')] }]);
      const before = await backupOf(alice, deviceId);
      const token =
        kind === 'expired'
          ? await tokens.issue(alice.subject, { expiresInSeconds: -60 })
          : kind === 'foreign'
            ? await tokens.issue(bob.subject)
            : kind;
      const response = await remove(alice, contentUrl('SMS', deviceId), token);
      expect(response.statusCode).toBe(403);
      expect(response.json()).toMatchObject({ rcode: Rcodes.CONFIRM_TOKEN_REQUIRED.rcode });
      expect(await backupOf(alice, deviceId)).toEqual(before);
    });

    it('answers 404 for an unknown device, a cid the backup does not hold, a device without backup, or one past retention', async () => {
      const deviceId = await deviceWithBackup(db, alice.accountId, [{ daysAgo: 1, items: [backupItem('SMS')] }]);
      const noBackup = await deviceWithBackup(db, alice.accountId, []);
      const expired = await deviceWithBackup(db, alice.accountId, [{ daysAgo: 366, items: [backupItem('SMS')] }]);
      for (const url of [
        contentUrl('SMS', 'no-such-device'),
        contentUrl('CONTACT', deviceId),
        contentUrl('SMS', noBackup),
        contentUrl('SMS', expired),
      ]) {
        const response = await remove(alice, url);
        expect(response.statusCode, url).toBe(404);
        expect(response.json()).toMatchObject({ rcode: Rcodes.NOT_FOUND.rcode });
      }
      expect((await backupOf(alice, deviceId))!.items).toHaveLength(1);
    });

    it("answers 404 for another account's device and leaves its backup alone", async () => {
      const deviceId = await deviceWithBackup(db, alice.accountId, [{ daysAgo: 1, items: [backupItem('SMS')] }]);
      const before = await backupOf(alice, deviceId);
      const response = await remove(bob, contentUrl('SMS', deviceId));
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ rcode: Rcodes.NOT_FOUND.rcode });
      expect(await backupOf(alice, deviceId)).toEqual(before);
    });

    it('answers 400 for malformed requests and deletes nothing', async () => {
      const deviceId = await deviceWithBackup(db, alice.accountId, [{ daysAgo: 1, items: [backupItem('SMS'), backupItem('MMS')] }]);
      const before = await backupOf(alice, deviceId);
      for (const url of [
        contentUrl('SMS', deviceId, 'MMS'), // the query's cid differs from the path's
        '/api/backup/v4/contents/SMS', // no device
        `/api/backup/v4/contents/SMS?tdid=${deviceId}&extra=1`, // unknown query parameter
        `/api/backup/v4/contents/SMS?tdid=${deviceId}&tdid=other`, // device given twice
        `/api/backup/v4/contents/S%20MS?tdid=${deviceId}`, // malformed cid
        `/api/backup/v4/contents/SMS?tdid=bad%2Fid`, // malformed device id
        `/api/backup/v4/contents/${'A'.repeat(65)}?tdid=${deviceId}`, // cid too long
      ]) {
        const response = await remove(alice, url);
        expect(response.statusCode, url).toBe(400);
        expect(response.json()).toMatchObject({ rcode: Rcodes.INVALID_REQUEST.rcode });
      }
      expect(await backupOf(alice, deviceId)).toEqual(before);
    });

    it('answers 401 without a session', async () => {
      const response = await testApp.app.inject({
        method: 'DELETE',
        url: contentUrl('SMS', 'any-device'),
        headers: { ...webClientHeaders, 'x-sc-confirm-token': await tokens.issue(alice.subject), ...ONE_BATCH },
      });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toMatchObject({ rcode: Rcodes.SESSION_REQUIRED.rcode });
    });
  });

  describe('DELETE /api/backup/v4/devices/:id', () => {
    it('deletes the backup and its items, not the device', async () => {
      // WALLPAPER and LOCKSCREEN are used by no other test of this file.
      const deviceId = await deviceWithBackup(db, alice.accountId, [{ daysAgo: 2, items: [backupItem('WALLPAPER'), backupItem('LOCKSCREEN')] }]);
      const response = await remove(alice, `/api/backup/v4/devices/${deviceId}`);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ device_id: deviceId });
      expect(await backupOf(alice, deviceId)).toBeUndefined();
      expect(await findDevice(db, alice.accountId, deviceId)).not.toBeNull();
      const items = await db.select().from(backupItems).where(eq(backupItems.accountId, alice.accountId));
      expect(items.filter((row) => row.cid === 'WALLPAPER' || row.cid === 'LOCKSCREEN')).toEqual([]);
      // A second delete finds nothing.
      expect((await remove(alice, `/api/backup/v4/devices/${deviceId}`)).statusCode).toBe(404);
    });

    it('answers 403 40305001 without a valid confirm token and deletes nothing', async () => {
      const deviceId = await deviceWithBackup(db, alice.accountId, [{ daysAgo: 2, items: [backupItem('SMS')] }]);
      const before = await backupOf(alice, deviceId);
      const refused = [
        false, // missing
        await tokens.issue(bob.subject), // another account's
        await tokens.issue(alice.subject, { audience: 'another-app' }), // issued to another app
        await tokens.issue(alice.subject, { expiresInSeconds: -1 }), // expired
      ];
      for (const token of refused) {
        const response = await remove(alice, `/api/backup/v4/devices/${deviceId}`, token);
        expect(response.statusCode).toBe(403);
        expect(response.json()).toMatchObject({ rcode: Rcodes.CONFIRM_TOKEN_REQUIRED.rcode });
      }
      expect(await backupOf(alice, deviceId)).toEqual(before);
    });

    it("answers 404 for an unknown device, a device without backup, and another account's device (left alone)", async () => {
      const deviceId = await deviceWithBackup(db, alice.accountId, [{ daysAgo: 2, items: [backupItem('SMS')] }]);
      const noBackup = await deviceWithBackup(db, alice.accountId, []);
      const before = await backupOf(alice, deviceId);
      for (const [account, id] of [
        [alice, 'no-such-device'],
        [alice, noBackup],
        [bob, deviceId],
      ] as const) {
        const response = await remove(account, `/api/backup/v4/devices/${id}`);
        expect(response.statusCode).toBe(404);
        expect(response.json()).toMatchObject({ rcode: Rcodes.NOT_FOUND.rcode });
      }
      expect(await backupOf(alice, deviceId)).toEqual(before);
    });

    it('answers 400 for a malformed device id and 401 without a session', async () => {
      const malformed = await remove(alice, `/api/backup/v4/devices/${'x'.repeat(65)}`);
      expect(malformed.statusCode).toBe(400);
      expect(malformed.json()).toMatchObject({ rcode: Rcodes.INVALID_REQUEST.rcode });
      const signedOut = await testApp.app.inject({ method: 'DELETE', url: '/api/backup/v4/devices/any', headers: webClientHeaders });
      expect(signedOut.statusCode).toBe(401);
    });
  });

  describe('a deletion whose last step fails', () => {
    /** The database refuses `operation` on the backup row `backupId` while `attempt` runs. */
    const withBackupRowRefusing = (operation: 'delete' | 'update', backupId: string, attempt: () => Promise<void>) =>
      withStatementRefused(db, { table: 'backups', operation, when: `old.id = '${backupId}'` }, attempt);

    async function backupIdOf(deviceId: string): Promise<string> {
      const [row] = await db
        .select({ backupId: backups.id })
        .from(backups)
        .innerJoin(devices, eq(devices.id, backups.deviceRef))
        .where(eq(devices.deviceId, deviceId));
      if (!row) throw new Error(`no backup for ${deviceId}`);
      return row.backupId;
    }

    it('keeps every item of a device backup when removing the backup row fails', async () => {
      const deviceId = await deviceWithBackup(db, alice.accountId, [{ daysAgo: 3, items: [backupItem('SMS'), backupItem('MMS'), backupItem('CALLLOGS')] }]);
      const before = await backupOf(alice, deviceId);
      await withBackupRowRefusing('delete', await backupIdOf(deviceId), async () => {
        const response = await remove(alice, `/api/backup/v4/devices/${deviceId}`);
        expect(response.statusCode).toBe(500);
        expect(response.json()).toMatchObject({ rcode: Rcodes.INTERNAL_ERROR.rcode });
      });
      expect(await backupOf(alice, deviceId)).toEqual(before);
    });

    it('keeps the backup and its content when the security event cannot be written', async () => {
      const deviceId = await deviceWithBackup(db, alice.accountId, [{ daysAgo: 3, items: [backupItem('SMS'), backupItem('MMS')] }]);
      const before = await backupOf(alice, deviceId);
      await withStatementRefused(db, { table: 'security_events', operation: 'insert', when: "new.type = 'dataDeleted'" }, async () => {
        expect((await remove(alice, `/api/backup/v4/contents/SMS?tdid=${deviceId}&cid=SMS`)).statusCode).toBe(500);
        expect((await remove(alice, `/api/backup/v4/devices/${deviceId}`)).statusCode).toBe(500);
      });
      expect(await backupOf(alice, deviceId)).toEqual(before);
    });

    it('keeps a content item when moving the backup time after it fails', async () => {
      const deviceId = await deviceWithBackup(db, alice.accountId, [{ daysAgo: 3, items: [backupItem('SMS'), backupItem('MMS')] }]);
      const before = await backupOf(alice, deviceId);
      await withBackupRowRefusing('update', await backupIdOf(deviceId), async () => {
        const response = await remove(alice, `/api/backup/v4/contents/SMS?tdid=${deviceId}&cid=SMS`);
        expect(response.statusCode).toBe(500);
      });
      expect(await backupOf(alice, deviceId)).toEqual(before);
      // Without the fault the same call goes through.
      expect((await remove(alice, `/api/backup/v4/contents/SMS?tdid=${deviceId}&cid=SMS`)).statusCode).toBe(200);
    });
  });
});

/** Opening a file-backed PGlite twice takes a while on a busy 2-core machine. */
const RESTART_TEST_TIMEOUT_MS = 120_000;

describe('device backup changes survive a restart', () => {
  const folder = useDatabaseInFolder('portal-backup-');

  it('keeps a deleted content id deleted after the database is closed and reopened', async () => {
    const { testDatabase } = folder;
    const tokens = await createTestConfirmTokens();
    const first = await createTestApp({ testDatabase, confirmTokenKeys: tokens.keySource });
    const account = await signInTestAccount(first.database.db);
    const deviceId = await deviceWithBackup(first.database.db, account.accountId, [{ daysAgo: 1, items: [backupItem('SMS'), backupItem('MMS')] }]);
    const deleted = await deleteAs(first.app, tokens, account, `/api/backup/v4/contents/SMS?tdid=${deviceId}&cid=SMS`);
    expect(deleted.statusCode).toBe(200);
    await first.close();

    const second = await createTestApp({ testDatabase, confirmTokenKeys: tokens.keySource });
    const response = await webCall(second.app, account, 'GET', '/api/backup/v4/devices');
    await second.close();
    expect(response.json<FullBackupDevicesResponse>().devices.find((device) => device.device_id === deviceId)!.items.map((entry) => entry.cid)).toEqual(['MMS']);
  }, RESTART_TEST_TIMEOUT_MS);
});
