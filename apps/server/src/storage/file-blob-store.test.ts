import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { isValidBlobKey } from './blob-store';
import { FileBlobStore } from './file-blob-store';

describe('FileBlobStore', () => {
  let root: string;
  let store: FileBlobStore;

  beforeEach(async () => {
    root = await mkdtemp(path.join(tmpdir(), 'portal-blobs-'));
    store = new FileBlobStore(root);
  });
  afterEach(async () => {
    await rm(root, { recursive: true, force: true });
  });

  it('stores, reads, replaces and deletes bytes by key', async () => {
    await store.put('photos/a/b/original', Buffer.from('first'));
    expect((await store.get('photos/a/b/original'))?.toString()).toBe('first');
    await store.put('photos/a/b/original', Buffer.from('second'));
    expect((await store.get('photos/a/b/original'))?.toString()).toBe('second');
    await store.delete('photos/a/b/original');
    expect(await store.get('photos/a/b/original')).toBeNull();
  });

  it('answers null for a missing key and deletes a missing key without error', async () => {
    expect(await store.get('nothing/here')).toBeNull();
    await expect(store.delete('nothing/here')).resolves.toBeUndefined();
  });

  it('keeps the files under its root and leaves no temporary file behind', async () => {
    await store.put('x/y.jpg', new Uint8Array([1, 2, 3]));
    expect(await readdir(path.join(root, 'x'))).toEqual(['y.jpg']);
  });

  it('ends with one whole blob when writers race on a key', async () => {
    const contents = Array.from({ length: 8 }, (_, i) => Buffer.alloc(256 * 1024, i));
    await Promise.all(contents.map((bytes) => store.put('race/key', bytes)));
    const stored = await store.get('race/key');
    expect(contents.some((bytes) => stored?.equals(bytes))).toBe(true);
    expect(await readdir(path.join(root, 'race'))).toEqual(['key']);
  });

  it.each(['', '../escape', 'a/../b', '/absolute', 'a//b', '.hidden', 'a/.tmp', 'a\\b', 'a/b/', 'ü'])(
    'refuses the key %j',
    async (key) => {
      expect(isValidBlobKey(key)).toBe(false);
      await expect(store.put(key, Buffer.from('x'))).rejects.toThrow(/Invalid blob key/);
      await expect(store.get(key)).rejects.toThrow(/Invalid blob key/);
      await expect(store.delete(key)).rejects.toThrow(/Invalid blob key/);
    },
  );
});
