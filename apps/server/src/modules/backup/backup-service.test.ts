import { Rcodes } from '@cloud-portal/contract/rcodes';
import { DAY_IN_MS } from '@cloud-portal/domain/constants';
import { beforeAll, describe, expect, it } from 'vitest';
import { signInTestAccount } from '../../../test/test-accounts';
import { backupItem } from '../../../test/test-devices';
import { useTestDatabase } from '../../../test/use-test-database';
import type { Db } from '../../db/database';
import { registerDevice } from '../devices/device-registry';
import { listBackupDevices, recordDeviceBackup, type RecordedBackupItem } from './backup-service';

const NOW = Date.now();
const daysAgo = (days: number) => new Date(NOW - days * DAY_IN_MS);
describe('recordDeviceBackup', () => {
  const database = useTestDatabase();
  let db: Db;
  let accountId: string;
  let deviceCounter = 0;

  beforeAll(async () => {
    db = database.db;
    ({ accountId } = await signInTestAccount(db));
  });
  async function newDevice(): Promise<string> {
    deviceCounter += 1;
    const deviceId = `service-device-${deviceCounter}`;
    await registerDevice(db, accountId, {
      deviceId,
      deviceType: 'tablet',
      model: 'CP-T7200',
      modelCode: 'CP-T7200',
      modelName: 'T7200',
      lastAccessTime: daysAgo(0),
    });
    return deviceId;
  }

  async function backupOf(deviceId: string) {
    const { devices } = await listBackupDevices(db, accountId, NOW);
    return devices.find((device) => device.device_id === deviceId);
  }

  it('creates the backup on the first run and updates it on later runs, keeping unreported items', async () => {
    const deviceId = await newDevice();
    await recordDeviceBackup(db, accountId, deviceId, [backupItem('CONTACT', 3_000, 300), backupItem('APPS', 2_000_000_000, 40)], daysAgo(9));
    await recordDeviceBackup(db, accountId, deviceId, [backupItem('CONTACT', 3_500, 320, { encrypted: true })], daysAgo(2));

    const backup = await backupOf(deviceId);
    expect(backup).toMatchObject({ deviceType: 'tablet', latest_backup_time: daysAgo(2).getTime() });
    expect(backup!.items).toEqual([
      { cid: 'APPS', usage: 2_000_000_000, count: 40, backup_time: daysAgo(9).getTime(), latest_backup_time: daysAgo(9).getTime(), state: 'on', encrypted: false },
      // backup_time is when the item was first backed up; the rest is the newest report.
      { cid: 'CONTACT', usage: 3_500, count: 320, backup_time: daysAgo(9).getTime(), latest_backup_time: daysAgo(2).getTime(), state: 'on', encrypted: true },
    ]);
  });

  it('refuses an unknown or foreign device with 404 and writes nothing', async () => {
    const other = await signInTestAccount(db);
    const deviceId = await newDevice();
    for (const [account, device] of [
      [accountId, 'no-such-device'],
      [other.accountId, deviceId],
    ] as const) {
      await expect(recordDeviceBackup(db, account, device, [backupItem('SMS')], daysAgo(1))).rejects.toMatchObject({
        rcode: Rcodes.NOT_FOUND.rcode,
      });
    }
    expect(await backupOf(deviceId)).toBeUndefined();
    expect((await listBackupDevices(db, other.accountId, NOW)).devices).toEqual([]);
  });

  it.each([
    ['a malformed cid', [backupItem('S MS')]],
    ['a cid reported twice', [backupItem('SMS'), backupItem('SMS')]],
    ['a negative usage', [backupItem('SMS', -1)]],
    ['a fractional count', [backupItem('SMS', 1, 1.5)]],
    ['an unknown state', [{ ...backupItem('SMS'), state: 'maybe' as RecordedBackupItem['state'] }]],
  ])('refuses %s with 400 and writes nothing', async (_label, items) => {
    const deviceId = await newDevice();
    await recordDeviceBackup(db, accountId, deviceId, [backupItem('CALLLOGS')], daysAgo(3));
    const before = await backupOf(deviceId);
    await expect(recordDeviceBackup(db, accountId, deviceId, [backupItem('MMS'), ...items], daysAgo(1))).rejects.toMatchObject({
      rcode: Rcodes.INVALID_REQUEST.rcode,
    });
    expect(await backupOf(deviceId)).toEqual(before);
  });
});
