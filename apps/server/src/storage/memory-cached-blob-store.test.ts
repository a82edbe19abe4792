import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { BlobStore } from './blob-store';
import { FileBlobStore } from './file-blob-store';
import { MemoryCachedBlobStore } from './memory-cached-blob-store';

const KEY = 'photos/account/photo/thumbnail-240';

describe('MemoryCachedBlobStore', () => {
  let root: string;
  let files: FileBlobStore;
  let store: MemoryCachedBlobStore;

  beforeEach(async () => {
    root = await mkdtemp(path.join(tmpdir(), 'portal-blob-cache-'));
    files = new FileBlobStore(root);
    store = new MemoryCachedBlobStore(files, { maxBytes: 64, maxBlobBytes: 16 });
  });
  afterEach(async () => {
    await rm(root, { recursive: true, force: true });
  });

  /** Changes the file behind the cache's back: what a read answers then says where it came from. */
  async function overwriteFile(key: string, text: string): Promise<void> {
    await writeFile(path.join(root, key), text);
  }

  it('answers a small blob it read before from memory, not from the store', async () => {
    await files.put(KEY, Buffer.from('thumbnail'));
    expect((await store.get(KEY))?.toString()).toBe('thumbnail');
    await overwriteFile(KEY, 'on disk');
    expect((await store.get(KEY))?.toString()).toBe('thumbnail');
  });

  it('reads a blob larger than the limit from the store every time', async () => {
    await files.put(KEY, Buffer.from('an original photo, too large'));
    await store.get(KEY);
    await overwriteFile(KEY, 'read again');
    expect((await store.get(KEY))?.toString()).toBe('read again');
  });

  it('forgets a blob it replaces or deletes', async () => {
    await files.put(KEY, Buffer.from('first'));
    await store.get(KEY);
    await store.put(KEY, Buffer.from('second'));
    expect((await store.get(KEY))?.toString()).toBe('second');
    await store.delete(KEY);
    expect(await store.get(KEY)).toBeNull();
    expect(await files.get(KEY)).toBeNull();
  });

  it('keeps at most its byte limit, dropping the blob read longest ago', async () => {
    const keys = ['a', 'b', 'c', 'd', 'e'].map((name) => `photos/account/${name}/thumbnail-240`);
    for (const key of keys) {
      await files.put(key, Buffer.from('0123456789abcdef'));
      await store.get(key);
    }
    // 5 × 16 bytes against a limit of 64: the first one read is the one dropped.
    await overwriteFile(keys[0]!, 'from disk');
    await overwriteFile(keys[4]!, 'from disk');
    expect((await store.get(keys[0]!))?.toString()).toBe('from disk');
    expect((await store.get(keys[4]!))?.toString()).toBe('0123456789abcdef');
  });

  it('does not keep what a read found when a delete ran while it read', async () => {
    await files.put(KEY, Buffer.from('thumbnail'));
    // The first read waits, once it has the bytes, until the test lets it answer.
    let readHasBytes = (): void => {};
    const bytesRead = new Promise<void>((resolve) => (readHasBytes = resolve));
    let answer = (): void => {};
    let held = false;
    const slowFiles: BlobStore = {
      put: (key, bytes) => files.put(key, bytes),
      delete: (key) => files.delete(key),
      list: () => files.list(),
      get: async (key) => {
        const bytes = await files.get(key);
        if (!held) {
          held = true;
          readHasBytes();
          await new Promise<void>((resolve) => (answer = resolve));
        }
        return bytes;
      },
    };
    const racing = new MemoryCachedBlobStore(slowFiles, { maxBytes: 64, maxBlobBytes: 16 });
    const reading = racing.get(KEY);
    await bytesRead;
    await racing.delete(KEY);
    answer();
    expect((await reading)?.toString()).toBe('thumbnail');
    expect(await racing.get(KEY)).toBeNull();
  });

  it('lists what the store lists', async () => {
    await store.put(KEY, Buffer.from('thumbnail'));
    const listed: string[] = [];
    for await (const blob of store.list()) listed.push(blob.key);
    expect(listed).toEqual([KEY]);
  });
});
