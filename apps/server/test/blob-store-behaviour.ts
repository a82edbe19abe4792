import { describe, expect, it } from 'vitest';
import { isValidBlobKey, type BlobStore, type StoredBlob } from '../src/storage/blob-store';

/** Every blob in the store, read to the end. */
export async function listAll(store: BlobStore): Promise<StoredBlob[]> {
  const listed = [];
  for await (const blob of store.list()) listed.push(blob);
  return listed;
}

const INVALID_KEYS = ['', '../escape', 'a/../b', '/absolute', 'a//b', '.hidden', 'a/.tmp', 'a\\b', 'a/b/', 'ü'];

/**
 * What every blob store does, whatever holds the bytes (blob-store.ts): run on the file store
 * and on the S3 store. `store()` answers the store of the running test, new and empty. Racing
 * writers of one key are the file store's own test: S3 itself writes an object whole, but the
 * S3-protocol server the tests run (s3rver) writes its files in place.
 */
export function describeBlobStoreBehaviour(name: string, store: () => BlobStore): void {
  describe(`${name}: the blob store's behaviour`, () => {
    it('stores, reads, replaces and deletes bytes by key', async () => {
      await store().put('photos/a/b/original', Buffer.from('first'));
      expect((await store().get('photos/a/b/original'))?.toString()).toBe('first');
      await store().put('photos/a/b/original', Buffer.from('second'));
      expect((await store().get('photos/a/b/original'))?.toString()).toBe('second');
      await store().delete('photos/a/b/original');
      expect(await store().get('photos/a/b/original')).toBeNull();
    });

    it('gives back every byte value as it was put, and an empty blob as empty', async () => {
      const bytes = Buffer.from(Array.from({ length: 4096 }, (_, i) => i % 256));
      await store().put('bytes/all', bytes);
      expect((await store().get('bytes/all'))?.equals(bytes)).toBe(true);
      await store().put('bytes/empty', new Uint8Array());
      expect((await store().get('bytes/empty'))?.length).toBe(0);
    });

    it('answers null for a missing key and deletes a missing key without error', async () => {
      expect(await store().get('nothing/here')).toBeNull();
      await expect(store().delete('nothing/here')).resolves.toBeUndefined();
    });

    it('lists its blobs with their write times, and nothing once they are deleted', async () => {
      expect(await listAll(store())).toEqual([]);
      await store().put('photos/a/b/original', Buffer.from('1'));
      await store().put('other/key', Buffer.from('2'));
      const listed = await listAll(store());
      expect(listed.map((blob) => blob.key).sort()).toEqual(['other/key', 'photos/a/b/original']);
      expect(listed.every((blob) => Math.abs(blob.modifiedAt.getTime() - Date.now()) < 60_000)).toBe(true);
      await store().delete('photos/a/b/original');
      await store().delete('other/key');
      expect(await listAll(store())).toEqual([]);
    });

    it.each(INVALID_KEYS)('refuses the key %j', async (key) => {
      expect(isValidBlobKey(key)).toBe(false);
      await expect(store().put(key, Buffer.from('x'))).rejects.toThrow(/Invalid blob key/);
      await expect(store().get(key)).rejects.toThrow(/Invalid blob key/);
      await expect(store().delete(key)).rejects.toThrow(/Invalid blob key/);
    });
  });
}
