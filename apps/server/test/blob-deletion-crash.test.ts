import path from 'node:path';
import { firstPersonalDataIdOfKind, PERSONAL_DATA_IDS } from '@cloud-portal/domain/personal-data-categories';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { blobDeletions, erasureTasks } from '../src/db/schema';
import { generateDemoPhoto } from '../src/demo/demo-photo-generator';
import { requestErasure } from '../src/modules/erasure/erasure-service';
import { allPhotoBlobKeys, photoOriginalKey } from '../src/modules/gallery/gallery-blob-keys';
import { addPhoto, newestPhotos, photoThumbnail } from '../src/modules/gallery/gallery-service';
import { startServer } from '../src/start-server';
import { fileBlobStoreIn } from '../src/storage/file-blob-store';
import { ERASURE_COMMITTED } from './erasure-test-data';
import { freePort } from './free-port';
import { signInTestAccount } from './test-accounts';
import { testConfig } from './test-config';
import { useDatabaseInFolder } from './use-database-in-folder';
import { killChild, startChildUntil } from './child-until';

const CHILD = path.resolve(import.meta.dirname, 'erasure-killed-child.ts');
const PHOTOS_PER_ACCOUNT = 4;

/**
 * Issue 15 part 1: "kill the server right after the commit, restart, and the files are gone".
 * A worker process carries out an erasure that includes the account's photos and is killed
 * (SIGKILL) once the erasure's transaction has committed, before it deletes a single photo
 * file. The portal is then started again on the same data folder: the blob outbox the
 * transaction wrote has its worker delete the files. Another account's photos stay.
 */
describe('a portal killed right after an erasure committed', () => {
  const folder = useDatabaseInFolder('portal-blob-crash-', 'test');

  /** Runs the child until its erasure has committed, then kills it; answers the task it carried out. */
  async function eraseAndKillAfterCommit(): Promise<string> {
    const job = { target: folder.testDatabase.target, dataDir: folder.dataDir, killAt: 'afterCommit' };
    const committed = await startChildUntil(CHILD, job, new RegExp(`${ERASURE_COMMITTED} (\\S+)\\n`), 'its commit');
    await killChild(committed);
    return committed.said[1]!;
  }

  it.each([
    ['the gallery', [firstPersonalDataIdOfKind('gallery')]],
    ['all of the account’s data', [...PERSONAL_DATA_IDS]],
  ])('deletes the erased photos’ files after a restart when %s was erased', async (_what, ids) => {
    const blobs = fileBlobStoreIn(folder.dataDir);
    const database = await folder.testDatabase.open();
    const keysOf: Record<'erased' | 'other', string[]> = { erased: [], other: [] };
    let taskId: string;
    let otherAccountId: string;
    try {
      const db = database.db;
      const erased = await signInTestAccount(db);
      const other = await signInTestAccount(db);
      otherAccountId = other.accountId;
      for (const [account, which] of [
        [erased, 'erased'],
        [other, 'other'],
      ] as const) {
        for (let i = 0; i < PHOTOS_PER_ACCOUNT; i += 1) {
          const bytes = await generateDemoPhoto(i, { width: 64, height: 48 });
          const photo = await addPhoto(db, blobs, account.accountId, { bytes, serverTimestamp: new Date() });
          await photoThumbnail(db, blobs, account.accountId, photo.photoId, 240);
          keysOf[which].push(...allPhotoBlobKeys({ accountId: account.accountId, id: photo.photoId, blobKey: photoOriginalKey(account.accountId, photo.photoId) }));
        }
      }
      taskId = (await requestErasure(db, erased.accountId, ids)).referenceId;
    } finally {
      // PGlite's files can be open in one process at a time.
      await database.close();
    }
    const present = async (keys: readonly string[]) => {
      const found = [];
      for (const key of keys) if (await blobs.get(key)) found.push(key);
      return found;
    };
    const erasedFiles = await present(keysOf.erased);
    const otherFiles = await present(keysOf.other);
    // Each photo has its original and its 240 thumbnail on disk.
    expect(erasedFiles).toHaveLength(2 * PHOTOS_PER_ACCOUNT);
    expect(otherFiles).toHaveLength(2 * PHOTOS_PER_ACCOUNT);

    expect(await eraseAndKillAfterCommit()).toBe(taskId);
    // Killed after the commit and before any file was deleted: every file is still there.
    expect(await present(erasedFiles)).toEqual(erasedFiles);

    const config = testConfig({
      dataDir: folder.dataDir,
      host: '127.0.0.1',
      port: await freePort(),
      databaseUrl: folder.testDatabase.target.kind === 'postgres' ? folder.testDatabase.target.url : null,
    });
    const server = await startServer(config);
    try {
      await expect.poll(() => present(erasedFiles), { timeout: 20_000, interval: 100 }).toEqual([]);
      expect(await present(otherFiles)).toEqual(otherFiles);
    } finally {
      await server.close();
    }

    // The erasure is recorded done once, and nothing is left to delete.
    const reopened = await folder.testDatabase.open();
    try {
      const [task] = await reopened.db.select().from(erasureTasks).where(eq(erasureTasks.referenceId, taskId));
      expect(task).toMatchObject({ status: 'completed', attempts: 1, claimedBy: 'killed-after-commit' });
      expect(await reopened.db.select().from(blobDeletions)).toEqual([]);
      expect(await newestPhotos(reopened.db, otherAccountId)).toHaveLength(PHOTOS_PER_ACCOUNT);
    } finally {
      await reopened.close();
    }
  }, 180_000);
});
