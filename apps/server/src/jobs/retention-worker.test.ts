import { DAY_IN_MS } from '@cloud-portal/domain/constants';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { signInTestAccount } from '../../test/test-accounts';
import { createTestDatabase, type TestDatabase } from '../../test/test-database';
import type { DatabaseHandle } from '../db/database';
import { temporaryBackups } from '../db/schema';
import { registerDevice } from '../modules/devices/device-registry';
import { createTemporaryBackup } from '../modules/temporary-backup/temporary-backup-service';
import { startRetentionWorker } from './retention-worker';

let testDatabase: TestDatabase;
let database: DatabaseHandle;

beforeAll(async () => {
  testDatabase = await createTestDatabase();
  database = await testDatabase.open();
});
afterAll(async () => {
  await database.close();
  await testDatabase.dispose();
});

it('purges at start, logs what it removed and stops cleanly', async () => {
  const { db } = database;
  const account = await signInTestAccount(db);
  await registerDevice(db, account.accountId, { deviceId: 'phone', deviceType: 'phone', model: 'M', modelCode: 'M', modelName: 'M', lastAccessTime: new Date() });
  await createTemporaryBackup(db, account.accountId, 'phone', { createdAt: new Date(Date.now() - 40 * DAY_IN_MS), size: 1, itemCount: 1 });
  const logged: object[] = [];
  const worker = startRetentionWorker({
    db,
    logger: { info: (details) => logged.push(details), error: (details) => logged.push(details) },
    intervalMs: 60_000,
  });

  await expect.poll(() => logged).toEqual([{ deviceBackups: 0, temporaryBackups: 1 }]);
  await worker.stop();
  expect(await db.select().from(temporaryBackups).where(eq(temporaryBackups.accountId, account.accountId))).toEqual([]);
});
