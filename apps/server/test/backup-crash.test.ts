import path from 'node:path';
import { asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Db } from '../src/db/database';
import { backupItems } from '../src/db/schema';
import { recordDeviceBackup, type RecordedBackupItem } from '../src/modules/backup/backup-service';
import { registerDevice } from '../src/modules/devices/device-registry';
import { BACKUP_WRITTEN_UNCOMMITTED } from './backup-crash-marker';
import { signInTestAccount } from './test-accounts';
import { useDatabaseInFolder } from './use-database-in-folder';
import { killChild, startChildUntil } from './child-until';

const CHILD = path.resolve(import.meta.dirname, 'backup-killed-child.ts');
const DEVICE_ID = 'crash-phone';

const PREVIOUS_RUN: RecordedBackupItem[] = [
  { cid: 'CONTACT', usage: 1_000, count: 10, state: 'on', encrypted: false },
  { cid: 'SMS', usage: 2_000, count: 20, state: 'on', encrypted: false },
];
const KILLED_RUN: RecordedBackupItem[] = [
  { cid: 'CONTACT', usage: 9_999, count: 99, state: 'on', encrypted: false },
  { cid: 'CALLLOGS', usage: 5_000, count: 50, state: 'on', encrypted: false },
  { cid: 'EVENT', usage: 7_000, count: 70, state: 'on', encrypted: true },
];

/** The account's backed-up items as the portal would list them: content id, bytes, count. */
async function backedUp(db: Db, accountId: string) {
  return db
    .select({ cid: backupItems.cid, usage: backupItems.usage, count: backupItems.count })
    .from(backupItems)
    .where(eq(backupItems.accountId, accountId))
    .orderBy(asc(backupItems.cid));
}

/**
 * Issue 16: "kill the server mid-commit; after restart no partial backup is visible and the
 * previous backup is intact". A process records a device's backup run and is killed (SIGKILL)
 * with the whole run written inside its transaction, not committed. The database is then
 * opened again, as a restarted portal opens it: the previous run is all there is.
 */
describe('a portal killed in the middle of a device’s backup run', () => {
  const folder = useDatabaseInFolder('portal-backup-crash-', 'test');

  /** Runs the child until its run is written, uncommitted, then kills it. */
  async function recordAndKillBeforeCommit(accountId: string): Promise<void> {
    const job = { target: folder.testDatabase.target, accountId, deviceId: DEVICE_ID, items: KILLED_RUN };
    await killChild(await startChildUntil(CHILD, job, new RegExp(`${BACKUP_WRITTEN_UNCOMMITTED}\\n`), 'writing its run'));
  }

  it('shows the previous run whole after a restart, and none of the killed one', async () => {
    const before = await folder.testDatabase.open();
    let accountId: string;
    try {
      ({ accountId } = await signInTestAccount(before.db));
      await registerDevice(before.db, accountId, {
        deviceId: DEVICE_ID,
        deviceType: 'phone',
        model: 'CP-P9100',
        modelCode: 'CP-P9100',
        modelName: 'P9100',
        lastAccessTime: new Date(),
      });
      await recordDeviceBackup(before.db, accountId, DEVICE_ID, PREVIOUS_RUN, new Date(Date.now() - 60_000));
    } finally {
      // An embedded database has one process at a time: the killed one opens it next.
      await before.close();
    }

    await recordAndKillBeforeCommit(accountId);

    const restarted = await folder.testDatabase.open();
    try {
      expect(await backedUp(restarted.db, accountId)).toEqual([
        { cid: 'CONTACT', usage: 1_000, count: 10 },
        { cid: 'SMS', usage: 2_000, count: 20 },
      ]);
      // The device backs up again after the crash: that run commits whole.
      await recordDeviceBackup(restarted.db, accountId, DEVICE_ID, KILLED_RUN, new Date());
      expect((await backedUp(restarted.db, accountId)).map((item) => item.cid)).toEqual(['CALLLOGS', 'CONTACT', 'EVENT', 'SMS']);
    } finally {
      await restarted.close();
    }
    // A ceiling, not a speed check: an embedded database is created, opened three times by two
    // processes and recovered from a kill.
  }, 180_000);
});
