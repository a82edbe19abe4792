import { mkdir, mkdtemp, readdir, rm, stat, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { describeBlobStoreBehaviour } from '../../test/blob-store-behaviour';
import { FileBlobStore } from './file-blob-store';

let root: string;
let store: FileBlobStore;

beforeEach(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'portal-blobs-'));
  store = new FileBlobStore(root);
});
afterEach(async () => {
  await rm(root, { recursive: true, force: true });
});

describeBlobStoreBehaviour('FileBlobStore', () => store);

describe('FileBlobStore on the disk', () => {

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

  it('creates blob files owner-only (0600) and their folders owner-only (0700)', async () => {
    await store.put('photos/account/photo/original', Buffer.from('personal'));
    expect((await stat(path.join(root, 'photos/account/photo/original'))).mode & 0o777).toBe(0o600);
    for (const folder of ['photos', 'photos/account', 'photos/account/photo']) {
      expect((await stat(path.join(root, folder))).mode & 0o777).toBe(0o700);
    }
  });

  it('removes the folders a delete empties, and only those', async () => {
    await store.put('photos/a/one/original', Buffer.from('1'));
    await store.put('photos/a/two/original', Buffer.from('2'));
    await store.delete('photos/a/one/original');
    expect(await readdir(path.join(root, 'photos/a'))).toEqual(['two']);
    await store.delete('photos/a/two/original');
    // No folder named after the account or the photo is left; the store's root stays.
    expect(await readdir(root)).toEqual([]);
    await store.put('photos/a/three/original', Buffer.from('3'));
    expect((await store.get('photos/a/three/original'))?.toString()).toBe('3');
  });

  it('lists the blobs under its root with their write times, not temporary files nor links out of it', async () => {
    const outside = await mkdtemp(path.join(tmpdir(), 'portal-outside-'));
    try {
      await writeFile(path.join(outside, 'not-a-blob'), 'x');
      await store.put('photos/a/b/original', Buffer.from('1'));
      await store.put('other/key', Buffer.from('2'));
      await writeFile(path.join(root, 'photos/a/b/.original.123.tmp'), 'half');
      await symlink(path.join(outside, 'not-a-blob'), path.join(root, 'photos/a/b/link'));
      await mkdir(path.join(root, 'linked'));
      await symlink(outside, path.join(root, 'linked/folder'));
      const listed = [];
      for await (const blob of store.list()) listed.push(blob);
      expect(listed.map((blob) => blob.key).sort()).toEqual(['other/key', 'photos/a/b/original']);
      expect(listed.every((blob) => blob.modifiedAt.getTime() > Date.now() - 60_000)).toBe(true);
    } finally {
      await rm(outside, { recursive: true, force: true });
    }
  });

  it('lists nothing for a store nothing was put in', async () => {
    const empty = new FileBlobStore(path.join(root, 'never-made'));
    const listed = [];
    for await (const blob of empty.list()) listed.push(blob);
    expect(listed).toEqual([]);
  });
});
