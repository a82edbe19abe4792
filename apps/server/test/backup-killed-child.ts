/**
 * A portal process killed in the middle of a device's backup run: it opens the database named
 * on the command line, records the run in its one transaction and, with everything written but
 * not committed, says so on stdout and waits to be killed (SIGKILL: no clean-up of any kind).
 *
 *   node --import tsx test/backup-killed-child.ts '{"target":…,"accountId":"…","deviceId":"…","items":[…]}'
 */
import { setTimeout as sleep } from 'node:timers/promises';
import { openDatabase, type DatabaseTarget } from '../src/db/open-database';
import { recordDeviceBackup, type RecordedBackupItem } from '../src/modules/backup/backup-service';
import { BACKUP_WRITTEN_UNCOMMITTED } from './backup-crash-marker';

const { target, accountId, deviceId, items } = JSON.parse(process.argv[2] ?? '{}') as {
  target: DatabaseTarget;
  accountId: string;
  deviceId: string;
  items: RecordedBackupItem[];
};

const database = await openDatabase(target);
await recordDeviceBackup(database.db, accountId, deviceId, items, new Date(), {
  beforeCommit: async () => {
    process.stdout.write(`${BACKUP_WRITTEN_UNCOMMITTED}\n`);
    // A timer keeps the process alive (a bare pending promise would let it exit) until the kill.
    await sleep(10 * 60 * 1000);
  },
});
process.stdout.write('committed: the kill never came\n');
await database.close();
