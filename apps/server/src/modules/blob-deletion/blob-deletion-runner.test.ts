import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { beforeEach, describe, expect, it } from 'vitest';
import { recordingLogger, silentLogger } from '../../../test/erasure-test-data';
import { useTestDatabase } from '../../../test/use-test-database';
import { blobDeletions } from '../../db/schema';
import type { BlobStore } from '../../storage/blob-store';
import { FileBlobStore } from '../../storage/file-blob-store';
import { claimDueBlobDeletions, enqueueBlobDeletions, listBlobDeletions } from './blob-deletion-repository';
import { deleteQueuedBlobs, runDueBlobDeletions, type BlobDeletionOptions } from './blob-deletion-runner';

const T0 = new Date('2030-01-01T00:00:00Z');
const at = (ms: number) => new Date(T0.getTime() + ms);

/** The file store, whose deletes of the named keys fail until `healed` is set. */
function flakyStore(store: BlobStore, failing: ReadonlySet<string>) {
  const state = { healed: false, deleteCalls: 0 };
  const flaky: BlobStore = {
    get: (key) => store.get(key),
    put: (key, bytes) => store.put(key, bytes),
    list: () => store.list(),
    delete: async (key) => {
      state.deleteCalls += 1;
      if (failing.has(key) && !state.healed) throw new Error(`store unavailable for ${key}`);
      await store.delete(key);
    },
  };
  return { flaky, state };
}

describe('the blob outbox and its deletions', () => {
  const database = useTestDatabase();
  let root: string;
  let blobs: FileBlobStore;

  beforeEach(async () => {
    await database.db.delete(blobDeletions);
    root = await mkdtemp(path.join(tmpdir(), 'portal-outbox-'));
    blobs = new FileBlobStore(root);
    return () => rm(root, { recursive: true, force: true });
  });

  const options = (overrides: Partial<BlobDeletionOptions> = {}): BlobDeletionOptions => ({
    db: database.db,
    blobs,
    logger: silentLogger,
    now: () => T0,
    ...overrides,
  });
  const outbox = async () => (await listBlobDeletions(database.db)).map(({ key, attempts, dueAt, lastError }) => ({ key, attempts, dueAt, lastError }));

  it('queues deletions with the transaction that commits them, and not with one that rolls back', async () => {
    await expect(
      database.db.transaction(async (tx) => {
        await enqueueBlobDeletions(tx, ['photos/a/rolled-back/original'], T0);
        throw new Error('the deletion failed');
      }),
    ).rejects.toThrow('the deletion failed');
    expect(await outbox()).toEqual([]);

    await database.db.transaction((tx) => enqueueBlobDeletions(tx, ['photos/a/p/original', 'photos/a/p/original', 'photos/a/q/original'], T0));
    expect(await outbox()).toEqual([
      { key: 'photos/a/p/original', attempts: 0, dueAt: T0, lastError: null },
      { key: 'photos/a/q/original', attempts: 0, dueAt: T0, lastError: null },
    ]);
  });

  it('deletes the due blobs, counting a blob already gone as deleted, and only then drops their rows', async () => {
    await blobs.put('photos/a/p/original', Buffer.from('photo'));
    await blobs.put('photos/b/keep/original', Buffer.from('not queued'));
    await enqueueBlobDeletions(database.db, ['photos/a/p/original', 'photos/a/never-written/original'], T0);
    await enqueueBlobDeletions(database.db, ['photos/a/later/original'], at(60_000));
    await blobs.put('photos/a/later/original', Buffer.from('not due yet'));

    expect(await runDueBlobDeletions(options())).toEqual({ deleted: 2, failed: 0 });
    expect(await blobs.get('photos/a/p/original')).toBeNull();
    expect((await blobs.get('photos/b/keep/original'))?.toString()).toBe('not queued');
    expect((await blobs.get('photos/a/later/original'))?.toString()).toBe('not due yet');
    expect((await outbox()).map((row) => row.key)).toEqual(['photos/a/later/original']);
  });

  it('keeps a failed deletion with its error and retries it after a growing backoff until it succeeds', async () => {
    const key = 'photos/a/stuck/original';
    await blobs.put(key, Buffer.from('photo'));
    await enqueueBlobDeletions(database.db, [key], T0);
    const { flaky, state } = flakyStore(blobs, new Set([key]));
    const logger = recordingLogger();
    const run = (now: Date) => runDueBlobDeletions(options({ blobs: flaky, logger, now: () => now, retryBaseMs: 10_000, retryMaxMs: 30_000 }));

    expect(await run(T0)).toEqual({ deleted: 0, failed: 1 });
    expect(await outbox()).toEqual([{ key, attempts: 1, dueAt: at(10_000), lastError: `store unavailable for ${key}` }]);
    expect(logger.entries).toMatchObject([{ level: 'warn', message: 'could not delete a blob; it will be retried', details: { key, attempts: 1 } }]);
    // Not due again before its backoff has passed.
    expect(await run(at(9_999))).toEqual({ deleted: 0, failed: 0 });
    expect(await run(at(10_000))).toEqual({ deleted: 0, failed: 1 });
    expect(await outbox()).toMatchObject([{ key, attempts: 2, dueAt: at(30_000) }]);
    expect(await run(at(30_000))).toEqual({ deleted: 0, failed: 1 });
    // Capped: 10 s, 20 s, then 30 s at most.
    expect(await outbox()).toMatchObject([{ key, attempts: 3, dueAt: at(60_000) }]);
    expect(await blobs.get(key)).not.toBeNull();

    state.healed = true;
    expect(await run(at(60_000))).toEqual({ deleted: 1, failed: 0 });
    expect(await blobs.get(key)).toBeNull();
    expect(await outbox()).toEqual([]);
    expect(state.deleteCalls).toBe(4);
  });

  it('leases a claimed deletion to its worker: another takes it only once the lease has ended', async () => {
    const key = 'photos/a/leased/original';
    await blobs.put(key, Buffer.from('photo'));
    await enqueueBlobDeletions(database.db, [key], T0);
    // A worker claims it and dies before deleting anything.
    expect(await claimDueBlobDeletions(database.db, { now: T0, leaseUntil: at(300_000) }, 10)).toMatchObject([{ key }]);

    expect(await runDueBlobDeletions(options({ now: () => at(299_999) }))).toEqual({ deleted: 0, failed: 0 });
    expect(await blobs.get(key)).not.toBeNull();
    expect(await runDueBlobDeletions(options({ now: () => at(300_000) }))).toEqual({ deleted: 1, failed: 0 });
    expect(await blobs.get(key)).toBeNull();
    expect(await outbox()).toEqual([]);
  });

  it('deletes just-queued blobs at once, leaving the ones that fail to the outbox', async () => {
    const keys = ['photos/a/p/original', 'photos/a/p/thumbnail-240.jpg', 'photos/a/q/original'];
    for (const key of keys) await blobs.put(key, Buffer.from(key));
    await enqueueBlobDeletions(database.db, keys, T0);
    const { flaky } = flakyStore(blobs, new Set(['photos/a/q/original']));

    expect(await deleteQueuedBlobs(options({ blobs: flaky }), keys)).toEqual({ deleted: 2, failed: 1 });
    expect(await blobs.get('photos/a/p/original')).toBeNull();
    expect(await blobs.get('photos/a/p/thumbnail-240.jpg')).toBeNull();
    expect(await outbox()).toMatchObject([{ key: 'photos/a/q/original', attempts: 1, lastError: 'store unavailable for photos/a/q/original' }]);
  });
});
