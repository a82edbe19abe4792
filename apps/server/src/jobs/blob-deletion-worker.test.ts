import { mkdtemp, rm, utimes } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recordingLogger } from '../../test/erasure-test-data';
import { useTestDatabase } from '../../test/use-test-database';
import { enqueueBlobDeletions, listBlobDeletions } from '../modules/blob-deletion/blob-deletion-repository';
import type { BlobStore } from '../storage/blob-store';
import { FileBlobStore } from '../storage/file-blob-store';
import { startBlobDeletionWorker } from './blob-deletion-worker';

describe('the blob deletion worker', () => {
  const database = useTestDatabase();
  let root: string;

  beforeAll(async () => {
    root = await mkdtemp(path.join(tmpdir(), 'portal-blob-worker-'));
  });
  afterAll(async () => {
    await rm(root, { recursive: true, force: true });
  });

  it('deletes queued blobs in the background, retries a failing one until it goes, and sweeps at start', async () => {
    const blobs = new FileBlobStore(root);
    const queued = ['photos/a/p/original', 'photos/a/p/thumbnail-240.jpg'];
    const failing = 'photos/a/q/original';
    const kept = 'photos/b/r/original';
    const stale = 'photos/a/left-by-a-crash/original';
    for (const key of [...queued, failing, kept, stale]) await blobs.put(key, Buffer.from(key));
    const longAgo = new Date(Date.now() - 2 * 60 * 60 * 1000);
    await utimes(path.join(root, stale), longAgo, longAgo);
    await enqueueBlobDeletions(database.db, [...queued, failing], new Date());

    let healed = false;
    const flaky: BlobStore = {
      get: (key) => blobs.get(key),
      put: (key, bytes) => blobs.put(key, bytes),
      list: () => blobs.list(),
      delete: async (key) => {
        if (key === failing && !healed) throw new Error('store unavailable');
        await blobs.delete(key);
      },
    };
    const logger = recordingLogger();
    const worker = startBlobDeletionWorker({ db: database.db, blobs: flaky, logger, pollIntervalMs: 20, retryBaseMs: 20, retryMaxMs: 50 });
    try {
      await expect.poll(async () => (await listBlobDeletions(database.db)).map((row) => row.key), { timeout: 10_000 }).toEqual([failing]);
      for (const key of queued) expect(await blobs.get(key)).toBeNull();
      await expect.poll(async () => (await listBlobDeletions(database.db))[0]?.attempts ?? 0, { timeout: 10_000 }).toBeGreaterThanOrEqual(2);
      expect(await blobs.get(failing)).not.toBeNull();

      healed = true;
      await expect.poll(async () => listBlobDeletions(database.db), { timeout: 10_000 }).toEqual([]);
      expect(await blobs.get(failing)).toBeNull();
    } finally {
      await worker.stop();
    }
    // The stale file no row references was swept; the young one nobody queued stays.
    expect(await blobs.get(stale)).toBeNull();
    expect((await blobs.get(kept))?.toString()).toBe(kept);
    expect(logger.entries.filter((entry) => entry.level === 'error')).toEqual([]);
  });
});
