import { mkdtemp, readFile, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { silentLogger } from '../../../test/erasure-test-data';
import { signInTestAccount } from '../../../test/test-accounts';
import { useTestDatabase } from '../../../test/use-test-database';
import { generateDemoPhoto } from '../../demo/demo-photo-generator';
import { FileBlobStore } from '../../storage/file-blob-store';
import { registerTestPhone } from '../../../test/test-devices';
import { backupFileKey, backupFilePartKey } from '../backup/backup-file-keys';
import { recordDeviceBackup } from '../backup/backup-service';
import { photoOriginalKey, photoThumbnailKey } from '../gallery/gallery-blob-keys';
import { addPhoto, photoThumbnail } from '../gallery/gallery-service';
import { sweepUnreferencedBlobs } from './blob-sweep';

const HOUR_MS = 60 * 60 * 1000;

describe('the sweep of unreferenced blobs', () => {
  const database = useTestDatabase();
  let dataDir: string;
  let blobs: FileBlobStore;

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'portal-sweep-'));
    blobs = new FileBlobStore(path.join(dataDir, 'blobs'));
  });
  afterAll(async () => {
    await rm(dataDir, { recursive: true, force: true });
  });

  /** Every key in the store, sorted. */
  async function storedKeys(): Promise<string[]> {
    const keys = [];
    for await (const blob of blobs.list()) keys.push(blob.key);
    return keys.sort();
  }

  /** Sets a blob's write time `ms` into the past. */
  async function age(key: string, ms: number): Promise<void> {
    const when = new Date(Date.now() - ms);
    await utimes(path.join(dataDir, 'blobs', key), when, when);
  }

  it('deletes old blobs no row references, and nothing that is referenced, young, or not its to judge', async () => {
    const db = database.db;
    const alice = await signInTestAccount(db);
    const bob = await signInTestAccount(db);
    const photo = async (accountId: string, index: number) =>
      (await addPhoto(db, blobs, accountId, { bytes: await generateDemoPhoto(index, { width: 40, height: 30 }), serverTimestamp: new Date() })).photoId;
    const alicePhoto = await photo(alice.accountId, 0);
    await photoThumbnail(db, blobs, alice.accountId, alicePhoto, 240);
    const bobPhoto = await photo(bob.accountId, 1);
    await photoThumbnail(db, blobs, bob.accountId, bobPhoto, 240);
    const referenced = [
      photoOriginalKey(alice.accountId, alicePhoto),
      photoThumbnailKey(alice.accountId, alicePhoto, 240),
      photoOriginalKey(bob.accountId, bobPhoto),
      photoThumbnailKey(bob.accountId, bobPhoto, 240),
    ];

    // What a crash or a race could have left: files of photos whose rows are gone.
    const garbage = [
      photoOriginalKey(alice.accountId, 'erased-photo'),
      photoThumbnailKey(alice.accountId, 'erased-photo', 240),
      // A photo id that exists, under another account's folder: not that photo's file.
      photoOriginalKey(bob.accountId, alicePhoto),
      // A file of a live photo that no key of the photo names.
      `photos/${alice.accountId}/${alicePhoto}/stray`,
      // An account segment that is no uuid must not break the check.
      'photos/not-a-uuid/erased-photo/original',
    ];
    // Unreferenced too, but written within the grace period: its row may be about to be inserted.
    const young = photoOriginalKey(alice.accountId, 'being-added');
    // A key of a shape no module claims.
    const unknown = 'backups/some-device/archive';
    for (const key of [...garbage, young, unknown]) await blobs.put(key, Buffer.from(key));
    for (const key of [...referenced, ...garbage, unknown]) await age(key, 2 * HOUR_MS);
    // A file beside the store (the data folder) is no blob.
    await writeFile(path.join(dataDir, 'beside-the-store'), 'x');

    const swept = await sweepUnreferencedBlobs({ db, blobs, logger: silentLogger, writtenBefore: new Date(Date.now() - HOUR_MS), batchSize: 3 });

    expect(swept).toEqual({ deleted: garbage.length });
    expect(await storedKeys()).toEqual([...referenced, young, unknown].sort());
    for (const key of referenced) expect(await blobs.get(key)).not.toBeNull();
    expect(await readFile(path.join(dataDir, 'beside-the-store'), 'utf8')).toBe('x');
  });

  it('deletes a backup file no backup of its account holds a day after it was stored, and keeps the rest', async () => {
    const db = database.db;
    const alice = await signInTestAccount(db);
    const bob = await signInTestAccount(db);
    await registerTestPhone(db, alice.accountId, 'sweep-phone');
    const held = 'H'.repeat(43);
    const dropped = 'D'.repeat(43);
    const fresh = 'F'.repeat(43);
    await recordDeviceBackup(db, alice.accountId, 'sweep-phone', [{ cid: 'CONTACT', usage: 1, count: 1, state: 'on', encrypted: false, files: [{ name: 'contacts.vcf', size: 1, contentHash: held }] }], new Date());
    const keep = [backupFileKey(alice.accountId, held), backupFileKey(alice.accountId, fresh), backupFilePartKey(alice.accountId, fresh, 0)];
    const garbage = [
      // Its backup was deleted, or no run ever named it.
      backupFileKey(alice.accountId, dropped),
      // Bytes Alice's backup holds, in Bob's folder: Bob's backups hold none of them.
      backupFileKey(bob.accountId, held),
      // A part of an upload no longer under way.
      backupFilePartKey(alice.accountId, dropped, 0),
    ];
    for (const key of [...keep, ...garbage]) await blobs.put(key, Buffer.from('x'));
    for (const key of [backupFileKey(alice.accountId, held), ...garbage]) await age(key, 25 * HOUR_MS);
    // Stored 2 hours ago: past the sweep's grace period, but a day is what a backup's files are given.
    await age(backupFileKey(alice.accountId, fresh), 2 * HOUR_MS);

    const swept = await sweepUnreferencedBlobs({ db, blobs, logger: silentLogger, writtenBefore: new Date(Date.now() - HOUR_MS) });

    expect(swept).toEqual({ deleted: garbage.length });
    const left = await storedKeys();
    for (const key of keep) expect(left).toContain(key);
    for (const key of garbage) expect(left).not.toContain(key);
  });
});

