import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { DevicePhoto, DevicePhotoListing } from '@cloud-portal/contract/device-photos';
import { Rcodes } from '@cloud-portal/contract/rcodes';
import { DAY_IN_MS, GALLERY_TRASH_DAYS } from '@cloud-portal/domain/constants';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { signInTestAccount, type SignedInTestAccount } from '../../../test/test-accounts';
import { webClientHeaders } from '../../../test/test-app';
import { useTestApp } from '../../../test/use-test-app';
import { registerTestPhone } from '../../../test/test-devices';
import { accountDataVersions, photos } from '../../db/schema';
import { generateDemoPhoto } from '../../demo/demo-photo-generator';
import { fileBlobStoreIn } from '../../storage/file-blob-store';
import { listBlobDeletions } from '../blob-deletion/blob-deletion-repository';
import { runDueBlobDeletions } from '../blob-deletion/blob-deletion-runner';
import { photoOriginalKey, photoThumbnailKey } from '../gallery/gallery-blob-keys';
import { purgeGalleryTrash } from '../gallery/gallery-trash-service';
import { ensureCloudAccount } from '../quota/cloud-account-settings';
import { DeviceCredentialRepository } from './device-credential-repository';

const blobs = fileBlobStoreIn(mkdtempSync(path.join(tmpdir(), 'portal-gallery-trash-')));
const silent = { info: () => {}, warn: () => {}, error: () => {} };
const testApp = useTestApp({ blobs });

interface Owner {
  account: SignedInTestAccount;
  phone: string;
  tablet: string;
}

/** An account with two enrolled devices, a phone and a tablet. */
async function ownerWithTwoDevices(): Promise<Owner> {
  const { db } = testApp.database;
  const account = await signInTestAccount(db);
  await ensureCloudAccount(db, account.accountId);
  const credentials = new DeviceCredentialRepository(db);
  await registerTestPhone(db, account.accountId, 'trash-phone');
  await registerTestPhone(db, account.accountId, 'trash-tablet');
  return {
    account,
    phone: (await credentials.issue(account.accountId, 'trash-phone'))!,
    tablet: (await credentials.issue(account.accountId, 'trash-tablet'))!,
  };
}

function fromDevice(credential: string, method: 'GET' | 'POST' | 'DELETE', url: string, photo?: Buffer) {
  return testApp.app.inject({
    method,
    url,
    headers: { authorization: `Bearer ${credential}`, ...(photo && { 'content-type': 'image/jpeg' }) },
    ...(photo && { payload: photo }),
  });
}

async function upload(credential: string, seed: number): Promise<DevicePhoto> {
  const answer = await fromDevice(credential, 'POST', '/device-api/v1/photos', await generateDemoPhoto(seed, { width: 160, height: 120 }));
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json<DevicePhoto>();
}

async function listed(credential: string, query = ''): Promise<DevicePhotoListing> {
  const answer = await fromDevice(credential, 'GET', `/device-api/v1/photos${query}`);
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json<DevicePhotoListing>();
}

/** What the portal shows the owner, as the web asks for it. */
async function portalShows<T>(owner: Owner, url: string): Promise<{ status: number; body: T }> {
  const answer = await testApp.app.inject({ method: 'GET', url, headers: webClientHeaders, cookies: { portal_session: owner.account.sessionToken } });
  const isJson = String(answer.headers['content-type'] ?? '').startsWith('application/json');
  return { status: answer.statusCode, body: (isJson ? answer.json<T>() : answer.rawPayload) as T };
}

const galleryIds = async (owner: Owner) => (await portalShows<{ list: Array<{ photoId: string }> }>(owner, '/api/media/v1/photos?count=100')).body.list.map((p) => p.photoId);
const galleryQuota = async (owner: Owner) => (await portalShows<{ usage: number; photoCount: number }>(owner, '/api/odi/v2/quota/gallery')).body;
const storage = async (owner: Owner) =>
  (await portalShows<{ total_info: { size: number; cnt: number }; usage_info: Array<{ cid: string; size: number; cnt: number }> }>(owner, '/api/quota/v3/usage')).body;
const thumbnail = (owner: Owner, photoId: string) => portalShows<unknown>(owner, `/api/media/v1/photos/${photoId}/thumbnail?size=240`);

async function dataVersion(owner: Owner): Promise<number> {
  const [row] = await testApp.database.db.select().from(accountDataVersions).where(eq(accountDataVersions.accountId, owner.account.accountId));
  return row?.version ?? 0;
}

describe('the Gallery trash, as devices keep it', () => {
  it('moves a photo a device deleted to the trash: gone from the portal’s Gallery, still in its storage', async () => {
    const owner = await ownerWithTwoDevices();
    const kept = await upload(owner.phone, 1);
    const deleted = await upload(owner.phone, 2);
    expect((await thumbnail(owner, deleted.photoId)).status).toBe(200);
    const storageBefore = await storage(owner);
    const quotaBefore = await galleryQuota(owner);
    expect(quotaBefore.photoCount).toBe(2);
    const versionBefore = await dataVersion(owner);

    const trashed = await fromDevice(owner.phone, 'DELETE', `/device-api/v1/photos/${deleted.photoId}`);
    expect(trashed.statusCode, trashed.body).toBe(200);
    const { trashedAt, purgeAt } = trashed.json<DevicePhoto>();
    expect(trashed.json()).toEqual({ ...deleted, trashedAt, purgeAt });
    expect(purgeAt).toBe(trashedAt! + GALLERY_TRASH_DAYS * DAY_IN_MS);

    // The data counter moved: an open portal asks again, and no longer shows it.
    expect(await dataVersion(owner)).toBeGreaterThan(versionBefore);
    expect(await galleryIds(owner)).toEqual([kept.photoId]);
    expect((await thumbnail(owner, deleted.photoId)).body).toMatchObject({ rcode: Rcodes.NOT_FOUND.rcode });
    expect(await galleryQuota(owner)).toEqual({ ...quotaBefore, photoCount: 1 });
    // Its bytes still count, in the Gallery's usage and the account's storage alike.
    expect(await storage(owner)).toEqual(storageBefore);
    expect((await galleryQuota(owner)).usage).toBe(kept.size + deleted.size);
  });

  it('shows every device of the account the photo in the trash, and refuses to trash it twice', async () => {
    const owner = await ownerWithTwoDevices();
    const photo = await upload(owner.phone, 3);
    expect((await fromDevice(owner.phone, 'DELETE', `/device-api/v1/photos/${photo.photoId}`)).statusCode).toBe(200);

    const onTablet = await listed(owner.tablet);
    expect(onTablet.photos).toEqual([{ ...photo, trashedAt: expect.any(Number), purgeAt: expect.any(Number) }]);
    expect((await listed(owner.tablet, '?trashed=true')).photos.map((p) => p.photoId)).toEqual([photo.photoId]);
    expect((await listed(owner.tablet, '?trashed=false')).photos).toEqual([]);
    // The tablet still had the file and uploads it: it is answered as the trashed photo, not stored again.
    const again = await fromDevice(owner.tablet, 'POST', '/device-api/v1/photos', await generateDemoPhoto(3, { width: 160, height: 120 }));
    expect(again.json()).toEqual(onTablet.photos[0]);
    expect(await galleryIds(owner)).toEqual([]);

    const twice = await fromDevice(owner.tablet, 'DELETE', `/device-api/v1/photos/${photo.photoId}`);
    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toMatchObject({ rcode: Rcodes.PHOTO_ALREADY_IN_TRASH.rcode });
  });

  it('restores a photo from the trash into the Gallery of the portal and every device', async () => {
    const owner = await ownerWithTwoDevices();
    const photo = await upload(owner.phone, 4);
    expect((await fromDevice(owner.phone, 'DELETE', `/device-api/v1/photos/${photo.photoId}`)).statusCode).toBe(200);
    const versionBefore = await dataVersion(owner);

    const restored = await fromDevice(owner.tablet, 'POST', `/device-api/v1/photos/${photo.photoId}/restore`);
    expect(restored.statusCode, restored.body).toBe(200);
    expect(restored.json()).toEqual(photo);
    expect(await dataVersion(owner)).toBeGreaterThan(versionBefore);
    expect(await galleryIds(owner)).toEqual([photo.photoId]);
    expect((await thumbnail(owner, photo.photoId)).status).toBe(200);
    expect((await listed(owner.phone)).photos).toEqual([photo]);

    const again = await fromDevice(owner.phone, 'POST', `/device-api/v1/photos/${photo.photoId}/restore`);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ rcode: Rcodes.PHOTO_NOT_IN_TRASH.rcode });
  });

  it('answers 404 for a photo the account does not have, its own or another account’s', async () => {
    const owner = await ownerWithTwoDevices();
    const stranger = await ownerWithTwoDevices();
    const theirs = await upload(stranger.phone, 5);
    for (const id of [theirs.photoId, 'no-such-photo']) {
      for (const [method, url] of [
        ['DELETE', `/device-api/v1/photos/${id}`],
        ['POST', `/device-api/v1/photos/${id}/restore`],
      ] as const) {
        const answer = await fromDevice(owner.phone, method, url);
        expect(answer.statusCode, `${method} ${url}`).toBe(404);
        expect(answer.json()).toMatchObject({ rcode: Rcodes.PHOTO_NOT_FOUND.rcode });
      }
    }
    expect((await listed(stranger.phone)).photos).toEqual([theirs]);
  });

  it('empties the trash at once: its photos and files are gone and their storage is free', async () => {
    const owner = await ownerWithTwoDevices();
    const kept = await upload(owner.phone, 6);
    const first = await upload(owner.phone, 7);
    const second = await upload(owner.phone, 8);
    expect((await thumbnail(owner, first.photoId)).status).toBe(200);
    for (const photo of [first, second]) expect((await fromDevice(owner.phone, 'DELETE', `/device-api/v1/photos/${photo.photoId}`)).statusCode).toBe(200);
    const versionBefore = await dataVersion(owner);

    const emptied = await fromDevice(owner.tablet, 'DELETE', '/device-api/v1/photos/trash');
    expect(emptied.statusCode, emptied.body).toBe(200);
    expect(emptied.json()).toEqual({ deleted: 2, freedBytes: first.size + second.size });
    expect(await dataVersion(owner)).toBeGreaterThan(versionBefore);
    expect((await listed(owner.phone)).photos).toEqual([kept]);
    expect((await galleryQuota(owner)).usage).toBe(kept.size);
    expect((await storage(owner)).total_info.size).toBe(kept.size);
    for (const photo of [first, second]) {
      expect(await blobs.get(photoOriginalKey(owner.account.accountId, photo.photoId))).toBeNull();
      expect(await blobs.get(photoThumbnailKey(owner.account.accountId, photo.photoId, 240))).toBeNull();
      const restore = await fromDevice(owner.phone, 'POST', `/device-api/v1/photos/${photo.photoId}/restore`);
      expect(restore.json()).toMatchObject({ rcode: Rcodes.PHOTO_NOT_FOUND.rcode });
    }
    expect(await blobs.get(photoOriginalKey(owner.account.accountId, kept.photoId))).not.toBeNull();
    expect(await listBlobDeletions(testApp.database.db)).toEqual([]);
    // An empty trash empties to nothing.
    expect((await fromDevice(owner.phone, 'DELETE', '/device-api/v1/photos/trash')).json()).toEqual({ deleted: 0, freedBytes: 0 });
  });

  it('counts a trashed photo against the storage limit of uploads until the trash is emptied', async () => {
    const owner = await ownerWithTwoDevices();
    const first = await upload(owner.phone, 16);
    expect((await fromDevice(owner.phone, 'DELETE', `/device-api/v1/photos/${first.photoId}`)).statusCode).toBe(200);
    // Room for the trashed photo and a little more: not for a second photo of its size.
    await ensureCloudAccount(testApp.database.db, owner.account.accountId, { storageLimit: first.size + 100 });
    const second = await generateDemoPhoto(17, { width: 160, height: 120 });
    const refused = await fromDevice(owner.phone, 'POST', '/device-api/v1/photos', second);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ rcode: Rcodes.STORAGE_QUOTA_EXCEEDED.rcode });

    expect((await fromDevice(owner.tablet, 'DELETE', '/device-api/v1/photos/trash')).statusCode).toBe(200);
    expect((await fromDevice(owner.phone, 'POST', '/device-api/v1/photos', second)).statusCode).toBe(200);
  });

  it('purges photos in the trash more than GALLERY_TRASH_DAYS, with their files through the blob deletion jobs', async () => {
    const owner = await ownerWithTwoDevices();
    const { db } = testApp.database;
    const old = await upload(owner.phone, 9);
    const recent = await upload(owner.phone, 10);
    const shown = await upload(owner.phone, 11);
    for (const photo of [old, recent]) expect((await fromDevice(owner.phone, 'DELETE', `/device-api/v1/photos/${photo.photoId}`)).statusCode).toBe(200);
    // The fake clock: the old photo was trashed 31 days ago, the recent one just now.
    const now = Date.now();
    await db.update(photos).set({ trashedAt: new Date(now - (GALLERY_TRASH_DAYS + 1) * DAY_IN_MS) }).where(eq(photos.id, old.photoId));

    // A second on, only the old one is past its days.
    expect(await purgeGalleryTrash(db, now + 1_000)).toEqual({ deleted: 1, freedBytes: old.size });
    expect((await listed(owner.phone)).photos.map((p) => p.photoId).sort()).toEqual([recent.photoId, shown.photoId].sort());
    expect(await galleryIds(owner)).toEqual([shown.photoId]);
    expect((await storage(owner)).total_info.size).toBe(recent.size + shown.size);
    // Its file waits in the blob outbox until the deletion job runs.
    const originalOfOld = photoOriginalKey(owner.account.accountId, old.photoId);
    expect((await listBlobDeletions(db)).map((row) => row.key)).toContain(originalOfOld);
    await runDueBlobDeletions({ db, blobs, logger: silent, now: () => new Date(now + 2_000) });
    expect(await blobs.get(originalOfOld)).toBeNull();
    expect(await blobs.get(photoOriginalKey(owner.account.accountId, recent.photoId))).not.toBeNull();

    // Past its days, the recent one goes too; the Gallery is never touched.
    await purgeGalleryTrash(db, now + (GALLERY_TRASH_DAYS * DAY_IN_MS) + 60_000);
    expect((await listed(owner.phone)).photos).toEqual([shown]);
    expect(await purgeGalleryTrash(db, now + (GALLERY_TRASH_DAYS * DAY_IN_MS) + 60_000)).toEqual({ deleted: 0, freedBytes: 0 });
  });

  it('lists the account’s photos a page at a time, newest first, and refuses a cursor it never answered', async () => {
    const owner = await ownerWithTwoDevices();
    const uploaded = [];
    for (const seed of [12, 13, 14]) uploaded.push(await upload(owner.phone, seed));
    const first = await listed(owner.tablet, '?limit=2');
    expect(first.photos).toHaveLength(2);
    expect(first.nextCursor).toEqual(expect.any(String));
    // Trashing between pages moves nothing: the last page still holds the rest.
    expect((await fromDevice(owner.phone, 'DELETE', `/device-api/v1/photos/${first.photos[0]!.photoId}`)).statusCode).toBe(200);
    const second = await listed(owner.tablet, `?limit=2&cursor=${first.nextCursor}`);
    expect(second.nextCursor).toBeUndefined();
    expect([...first.photos, ...second.photos].map((p) => p.photoId).sort()).toEqual(uploaded.map((p) => p.photoId).sort());
    const stamps = [...first.photos, ...second.photos].map((p) => p.serverTimestamp);
    expect(stamps).toEqual([...stamps].sort((a, b) => b - a));

    const forged = await fromDevice(owner.tablet, 'GET', `/device-api/v1/photos?cursor=${Buffer.from('restore:["a","b"]').toString('base64url')}`);
    expect(forged.statusCode).toBe(400);
    expect(forged.json()).toMatchObject({ rcode: Rcodes.PAGE_CURSOR_INVALID.rcode });
  });

  it('answers every trash call without a known credential 401, and changes nothing', async () => {
    const owner = await ownerWithTwoDevices();
    const photo = await upload(owner.phone, 15);
    for (const [method, url] of [
      ['GET', '/device-api/v1/photos'],
      ['DELETE', `/device-api/v1/photos/${photo.photoId}`],
      ['POST', `/device-api/v1/photos/${photo.photoId}/restore`],
      ['DELETE', '/device-api/v1/photos/trash'],
    ] as const) {
      const answer = await fromDevice('dev_not-a-credential', method, url);
      expect(answer.statusCode, `${method} ${url}`).toBe(401);
      expect(answer.json()).toMatchObject({ rcode: Rcodes.DEVICE_CREDENTIAL_INVALID.rcode });
    }
    expect(await galleryIds(owner)).toEqual([photo.photoId]);
  });
});
