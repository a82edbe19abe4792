import { DAY_IN_MS, GALLERY_TRASH_DAYS } from '@cloud-portal/domain/constants';
import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { signInTestAccount } from '../../test/test-accounts';
import { useTestDatabase } from '../../test/use-test-database';
import { photos, temporaryBackups } from '../db/schema';
import { listBlobDeletions } from '../modules/blob-deletion/blob-deletion-repository';
import { registerDevice } from '../modules/devices/device-registry';
import { photoOriginalKey } from '../modules/gallery/gallery-blob-keys';
import { insertPhoto } from '../modules/gallery/gallery-repository';
import { createTemporaryBackup } from '../modules/temporary-backup/temporary-backup-service';
import { startRetentionWorker } from './retention-worker';

const database = useTestDatabase();

/** Starts the worker on the test database, keeping what it logs. */
function startLoggedWorker() {
  const logged: object[] = [];
  const worker = startRetentionWorker({
    db: database.db,
    logger: { info: (details) => logged.push(details), error: (details) => logged.push(details) },
    intervalMs: 60_000,
  });
  return { logged, worker };
}

it('purges at start, logs what it removed and stops cleanly', async () => {
  const { db } = database;
  const account = await signInTestAccount(db);
  await registerDevice(db, account.accountId, { deviceId: 'phone', deviceType: 'phone', model: 'M', modelCode: 'M', modelName: 'M', lastAccessTime: new Date() });
  await createTemporaryBackup(db, account.accountId, 'phone', { createdAt: new Date(Date.now() - 40 * DAY_IN_MS), size: 1, itemCount: 1 });
  const { logged, worker } = startLoggedWorker();

  await expect.poll(() => logged).toEqual([{ deviceBackups: 0, temporaryBackups: 1 }]);
  await worker.stop();
  expect(await db.select().from(temporaryBackups).where(eq(temporaryBackups.accountId, account.accountId))).toEqual([]);
});

it('purges Gallery photos past their days in the trash, and queues their files', async () => {
  const { db } = database;
  const account = await signInTestAccount(db);
  const photo = (id: string, trashedDaysAgo: number | null) => ({
    id,
    accountId: account.accountId,
    serverTimestamp: new Date(Date.now() - 60 * DAY_IN_MS),
    mimeType: 'image/jpeg',
    width: 4,
    height: 3,
    size: 1_000,
    blobKey: photoOriginalKey(account.accountId, id),
    contentHash: id,
    takenAt: null,
    trashedAt: trashedDaysAgo === null ? null : new Date(Date.now() - trashedDaysAgo * DAY_IN_MS),
  });
  await insertPhoto(db, photo('past-its-days', GALLERY_TRASH_DAYS + 1));
  await insertPhoto(db, photo('still-restorable', GALLERY_TRASH_DAYS - 1));
  await insertPhoto(db, photo('in-the-gallery', null));
  const { logged, worker } = startLoggedWorker();

  await expect.poll(() => logged).toEqual([{ trashedPhotos: 1, freedBytes: 1_000 }]);
  await worker.stop();
  const left = await db.select({ id: photos.id }).from(photos).where(eq(photos.accountId, account.accountId));
  expect(left.map((row) => row.id).sort()).toEqual(['in-the-gallery', 'still-restorable']);
  expect((await listBlobDeletions(db)).map((row) => row.key)).toContain(photoOriginalKey(account.accountId, 'past-its-days'));
});
