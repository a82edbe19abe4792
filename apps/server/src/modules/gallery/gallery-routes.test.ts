import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { ErrorBody } from '@cloud-portal/contract/error-body';
import type { GalleryQuota, PhotoListResponse } from '@cloud-portal/contract/gallery';
import { Rcodes } from '@cloud-portal/contract/rcodes';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, webClientHeaders, type TestApp } from '../../../test/test-app';
import { signInTestAccount, type SignedInTestAccount } from '../../../test/test-accounts';
import { createTestDatabase, type TestDatabase } from '../../../test/test-database';
import { generateDemoPhoto } from '../../demo/demo-photo-generator';
import { fileBlobStoreIn } from '../../storage/file-blob-store';
import type { BlobStore } from '../../storage/blob-store';
import { ensureCloudAccount, type GalleryState } from '../quota/cloud-account-settings';
import { photoOriginalKey, photoThumbnailKey } from './gallery-blob-keys';
import { addPhoto, deleteAllPhotos, photoThumbnail } from './gallery-service';

const DAY = 24 * 60 * 60 * 1000;
const GB = 1_000_000_000;

describe('gallery routes', () => {
  let dataDir: string;
  let testDatabase: TestDatabase;
  let portal: TestApp;
  let blobs: BlobStore;
  let alice: SignedInTestAccount;
  let bob: SignedInTestAccount;
  /** Alice's photos as added, newest first. */
  let alicePhotos: Array<{ photoId: string; serverTimestamp: number; size: number }>;
  const now = Date.now();

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'portal-gallery-'));
    testDatabase = await createTestDatabase({ pgliteDataDir: path.join(dataDir, 'pglite') });
    portal = await createTestApp({ testDatabase, config: { dataDir } });
    blobs = fileBlobStoreIn(dataDir);
    const db = portal.database.db;
    alice = await signInTestAccount(db, { name: 'Alice' });
    bob = await signInTestAccount(db, { name: 'Bob' });
    await ensureCloudAccount(db, alice.accountId, { galleryState: 'active', galleryLimit: 50 * GB });
    // 22 small photos a day apart (more than the default page of 20), added oldest first.
    alicePhotos = [];
    for (let daysAgo = 22; daysAgo >= 1; daysAgo -= 1) {
      const bytes = await generateDemoPhoto(daysAgo, { width: 160, height: 120 });
      const photo = await addPhoto(db, blobs, alice.accountId, { bytes, serverTimestamp: new Date(now - daysAgo * DAY) });
      alicePhotos.unshift(photo);
    }
  });
  afterAll(async () => {
    await portal.close();
    await testDatabase.dispose();
    await rm(dataDir, { recursive: true, force: true });
  });

  function get(url: string, account: SignedInTestAccount | null = alice) {
    return portal.app.inject({
      method: 'GET',
      url,
      headers: webClientHeaders,
      cookies: account ? { portal_session: account.sessionToken } : {},
    });
  }

  async function accountWithGallery(state: GalleryState): Promise<SignedInTestAccount> {
    const account = await signInTestAccount(portal.database.db);
    await ensureCloudAccount(portal.database.db, account.accountId, { galleryState: state });
    return account;
  }

  describe('GET /api/odi/v2/quota/:serviceId', () => {
    it('answers the usage, limit and photo count of an active gallery', async () => {
      const response = await get('/api/odi/v2/quota/gallery');
      expect(response.statusCode).toBe(200);
      expect(response.json<GalleryQuota>()).toEqual({
        serviceId: 'gallery',
        usage: alicePhotos.reduce((sum, photo) => sum + photo.size, 0),
        limit: 50 * GB,
        photoCount: 22,
        videoCount: 0,
      });
    });

    it('answers an empty gallery for an account without photos or settings (the free plan)', async () => {
      const response = await get('/api/odi/v2/quota/gallery', bob);
      expect(response.statusCode).toBe(200);
      expect(response.json<GalleryQuota>()).toMatchObject({ usage: 0, photoCount: 0, videoCount: 0 });
    });

    it.each([
      ['not_activated', 401, Rcodes.GALLERY_NOT_ACTIVATED.rcode],
      ['end_of_service', 403, Rcodes.GALLERY_END_OF_SERVICE.rcode],
      ['migrated', 403, Rcodes.GALLERY_MIGRATED.rcode],
    ] as const)('answers a %s gallery with %i rcode %i', async (state, status, rcode) => {
      const account = await accountWithGallery(state);
      const response = await get('/api/odi/v2/quota/gallery', account);
      expect(response.statusCode).toBe(status);
      expect(response.json<ErrorBody>().rcode).toBe(rcode);
    });

    it('answers 404 for another service id and 400 for a malformed one', async () => {
      const other = await get('/api/odi/v2/quota/drive');
      expect(other.statusCode).toBe(404);
      expect(other.json<ErrorBody>().rcode).toBe(Rcodes.NOT_FOUND.rcode);
      const malformed = await get('/api/odi/v2/quota/Gallery!');
      expect(malformed.statusCode).toBe(400);
      expect(malformed.json<ErrorBody>().rcode).toBe(Rcodes.INVALID_REQUEST.rcode);
    });

    it('answers 401 without a session', async () => {
      const response = await get('/api/odi/v2/quota/gallery', null);
      expect(response.statusCode).toBe(401);
      expect(response.json<ErrorBody>().rcode).toBe(Rcodes.SESSION_REQUIRED.rcode);
    });
  });

  describe('GET /api/media/v1/photos', () => {
    it('answers at most `count` photos, newest first', async () => {
      const response = await get('/api/media/v1/photos?count=4');
      expect(response.statusCode).toBe(200);
      const { list } = response.json<PhotoListResponse>();
      expect(list.map((photo) => photo.photoId)).toEqual(alicePhotos.slice(0, 4).map((photo) => photo.photoId));
      expect(list[0]).toEqual({
        photoId: alicePhotos[0]!.photoId,
        serverTimestamp: now - DAY,
        mimeType: 'image/jpeg',
        width: 160,
        height: 120,
        size: alicePhotos[0]!.size,
      });
    });

    it('answers 20 photos by default and at most what there is', async () => {
      expect((await get('/api/media/v1/photos')).json<PhotoListResponse>().list).toHaveLength(20);
      expect((await get('/api/media/v1/photos?count=100')).json<PhotoListResponse>().list).toHaveLength(22);
    });

    it('orders photos of the same time by id', async () => {
      const account = await signInTestAccount(portal.database.db);
      const bytes = await generateDemoPhoto(3, { width: 40, height: 30 });
      const at = new Date(now - DAY);
      const added = [];
      for (let i = 0; i < 3; i += 1) added.push(await addPhoto(portal.database.db, blobs, account.accountId, { bytes, serverTimestamp: at }));
      const { list } = (await get('/api/media/v1/photos', account)).json<PhotoListResponse>();
      expect(list.map((photo) => photo.photoId)).toEqual(added.map((photo) => photo.photoId).sort());
    });

    it('answers only the account’s own photos', async () => {
      const response = await get('/api/media/v1/photos', bob);
      expect(response.statusCode).toBe(200);
      expect(response.json<PhotoListResponse>().list).toEqual([]);
    });

    it.each(['count=0', 'count=101', 'count=abc', 'count=2.5', 'count=4&extra=1'])('answers 400 for %s', async (query) => {
      const response = await get(`/api/media/v1/photos?${query}`);
      expect(response.statusCode).toBe(400);
      expect(response.json<ErrorBody>().rcode).toBe(Rcodes.INVALID_REQUEST.rcode);
    });

    it('answers the gallery state errors', async () => {
      const response = await get('/api/media/v1/photos', await accountWithGallery('migrated'));
      expect(response.statusCode).toBe(403);
      expect(response.json<ErrorBody>().rcode).toBe(Rcodes.GALLERY_MIGRATED.rcode);
    });

    it('answers 401 without a session', async () => {
      expect((await get('/api/media/v1/photos', null)).statusCode).toBe(401);
    });
  });

  describe('GET /api/media/v1/photos/:photoId/thumbnail', () => {
    it.each([
      [240, 240, 180],
      [1080, 1080, 810],
    ])('answers a JPEG whose longer edge is %i', async (size, width, height) => {
      const response = await get(`/api/media/v1/photos/${alicePhotos[1]!.photoId}/thumbnail?size=${size}`);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('image/jpeg');
      expect(response.headers['cache-control']).toBe('private, max-age=86400');
      const metadata = await sharp(response.rawPayload).metadata();
      expect(metadata).toMatchObject({ format: 'jpeg', width, height });
    });

    it('makes a thumbnail once, then serves it from the blob store', async () => {
      const photo = alicePhotos[2]!;
      const first = await get(`/api/media/v1/photos/${photo.photoId}/thumbnail?size=240`);
      expect(first.statusCode).toBe(200);
      // Without the original, only the stored thumbnail can answer.
      await blobs.delete(photoOriginalKey(alice.accountId, photo.photoId));
      const second = await get(`/api/media/v1/photos/${photo.photoId}/thumbnail?size=240`);
      expect(second.statusCode).toBe(200);
      expect(second.rawPayload.equals(first.rawPayload)).toBe(true);
      // Another size would need the original: the photo is no longer available.
      expect((await get(`/api/media/v1/photos/${photo.photoId}/thumbnail?size=1080`)).statusCode).toBe(404);
    });

    it('leaves no thumbnail file when the photo is erased while its thumbnail is being made', async () => {
      const db = portal.database.db;
      const account = await signInTestAccount(db);
      const bytes = await generateDemoPhoto(3, { width: 160, height: 120 });
      const photo = await addPhoto(db, blobs, account.accountId, { bytes, serverTimestamp: new Date(now) });
      // The worst moment: the erasure commits and deletes the photo's files after the thumbnail
      // call read the row, just before it writes the thumbnail.
      const erasedMeanwhile: BlobStore = {
        get: (key) => blobs.get(key),
        delete: (key) => blobs.delete(key),
        list: () => blobs.list(),
        put: async (key, data) => {
          const { blobKeys } = await deleteAllPhotos(db, account.accountId, new Date());
          for (const blobKey of blobKeys) await blobs.delete(blobKey);
          await blobs.put(key, data);
        },
      };
      await expect(photoThumbnail(db, erasedMeanwhile, account.accountId, photo.photoId, 240)).rejects.toMatchObject({
        rcode: Rcodes.NOT_FOUND.rcode,
      });
      expect(await blobs.get(photoThumbnailKey(account.accountId, photo.photoId, 240))).toBeNull();
      expect(await blobs.get(photoOriginalKey(account.accountId, photo.photoId))).toBeNull();
    });

    it('turns a photo upright by its EXIF orientation', async () => {
      const account = await signInTestAccount(portal.database.db);
      // Stored 200×100 and tagged "rotate 90°": a 100×200 portrait as displayed.
      const bytes = await sharp({ create: { width: 200, height: 100, channels: 3, background: '#3a7' } })
        .jpeg()
        .withMetadata({ orientation: 6 })
        .toBuffer();
      const photo = await addPhoto(portal.database.db, blobs, account.accountId, { bytes, serverTimestamp: new Date(now) });
      expect(photo).toMatchObject({ width: 100, height: 200 });
      const response = await get(`/api/media/v1/photos/${photo.photoId}/thumbnail?size=240`, account);
      expect(await sharp(response.rawPayload).metadata()).toMatchObject({ width: 120, height: 240 });
    });

    it('answers 404 for an unknown photo and for another account’s photo, which stays intact', async () => {
      const unknown = await get('/api/media/v1/photos/nosuchphoto/thumbnail?size=240');
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json<ErrorBody>().rcode).toBe(Rcodes.NOT_FOUND.rcode);
      const foreign = await get(`/api/media/v1/photos/${alicePhotos[0]!.photoId}/thumbnail?size=240`, bob);
      expect(foreign.statusCode).toBe(404);
      expect(foreign.json<ErrorBody>()).toEqual(unknown.json<ErrorBody>());
      expect((await get(`/api/media/v1/photos/${alicePhotos[0]!.photoId}/thumbnail?size=240`)).statusCode).toBe(200);
    });

    it.each(['size=500', 'size=abc', '', 'size=240&x=1'])('answers 400 for the query "%s"', async (query) => {
      const response = await get(`/api/media/v1/photos/${alicePhotos[0]!.photoId}/thumbnail?${query}`);
      expect(response.statusCode).toBe(400);
      expect(response.json<ErrorBody>().rcode).toBe(Rcodes.INVALID_REQUEST.rcode);
    });

    it('answers 400 for a malformed photo id', async () => {
      const response = await get(`/api/media/v1/photos/${encodeURIComponent('../x y')}/thumbnail?size=240`);
      expect(response.statusCode).toBe(400);
      expect(response.json<ErrorBody>().rcode).toBe(Rcodes.INVALID_REQUEST.rcode);
    });

    it('answers the gallery state errors and 401 without a session', async () => {
      const ended = await get(`/api/media/v1/photos/${alicePhotos[0]!.photoId}/thumbnail?size=240`, await accountWithGallery('end_of_service'));
      expect(ended.statusCode).toBe(403);
      expect(ended.json<ErrorBody>().rcode).toBe(Rcodes.GALLERY_END_OF_SERVICE.rcode);
      expect((await get(`/api/media/v1/photos/${alicePhotos[0]!.photoId}/thumbnail?size=240`, null)).statusCode).toBe(401);
    });
  });

  it('refuses bytes that are not a photo and stores nothing', async () => {
    const account = await signInTestAccount(portal.database.db);
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>');
    for (const bytes of [Buffer.from('not an image'), svg]) {
      await expect(addPhoto(portal.database.db, blobs, account.accountId, { bytes, serverTimestamp: new Date() })).rejects.toMatchObject({
        rcode: Rcodes.INVALID_REQUEST.rcode,
      });
    }
    expect((await get('/api/odi/v2/quota/gallery', account)).json<GalleryQuota>().photoCount).toBe(0);
  });

  it('keeps photos and their files across a restart', async () => {
    await portal.close();
    portal = await createTestApp({ testDatabase, config: { dataDir } });
    const { list } = (await get('/api/media/v1/photos?count=1')).json<PhotoListResponse>();
    expect(list[0]?.photoId).toBe(alicePhotos[0]!.photoId);
    const thumbnail = await get(`/api/media/v1/photos/${alicePhotos[0]!.photoId}/thumbnail?size=240`);
    expect(thumbnail.statusCode).toBe(200);
  });
});
