import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { GalleryQuota, PhotoListResponse } from '@cloud-portal/contract/gallery';
import { DAY_IN_MS } from '@cloud-portal/domain/constants';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoSeedContext } from '../../test/demo-seed-context';
import { createTestApp, type TestApp } from '../../test/test-app';
import { signInTestAccount, type SignedInTestAccount } from '../../test/test-accounts';
import { webCall } from '../../test/web-calls';
import { fileBlobStoreIn } from '../storage/file-blob-store';
import { DEMO_PHOTO_COUNT, demoPhotoTime, seedGalleryDemo } from './seed-gallery';

describe('gallery demo data', () => {
  let dataDir: string;
  let portal: TestApp;
  let account: SignedInTestAccount;
  const now = new Date();

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'portal-seed-gallery-'));
    portal = await createTestApp({ config: { dataDir } });
    account = await signInTestAccount(portal.database.db);
    await seedGalleryDemo(portal.database.db, demoSeedContext(account.accountId, now), fileBlobStoreIn(dataDir));
  }, 120_000);
  afterAll(async () => {
    await portal.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  const get = (url: string) => webCall(portal.app, account, 'GET', url);

  it('answers 45 photos in the quota', async () => {
    const quota = (await get('/api/odi/v2/quota/gallery')).json<GalleryQuota>();
    expect(quota).toMatchObject({ serviceId: 'gallery', photoCount: DEMO_PHOTO_COUNT, videoCount: 0 });
    // Real JPEGs of about 30–150 KB each.
    expect(quota.usage).toBeGreaterThan(DEMO_PHOTO_COUNT * 20_000);
    expect(quota.usage).toBeLessThan(DEMO_PHOTO_COUNT * 300_000);
  });

  it('spreads the photos over the last year, newest yesterday, each at its own time', async () => {
    const { list } = (await get('/api/media/v1/photos?count=100')).json<PhotoListResponse>();
    expect(list).toHaveLength(DEMO_PHOTO_COUNT);
    const times = list.map((photo) => photo.serverTimestamp);
    expect(new Set(times).size).toBe(DEMO_PHOTO_COUNT);
    expect(times[0]).toBe(demoPhotoTime(now, 0).getTime());
    const startOfToday = Math.floor(now.getTime() / DAY_IN_MS) * DAY_IN_MS;
    expect(times[0]).toBeGreaterThanOrEqual(startOfToday - DAY_IN_MS);
    expect(times[0]).toBeLessThan(startOfToday);
    expect(times.at(-1)).toBeGreaterThan(now.getTime() - 366 * DAY_IN_MS);
    expect(times.at(-1)).toBeLessThan(now.getTime() - 330 * DAY_IN_MS);
    expect(list.every((photo) => photo.mimeType === 'image/jpeg' && photo.width === 1600 && photo.height === 1200)).toBe(true);
  });

  it('serves the home card’s four thumbnails, each a different picture', async () => {
    const { list } = (await get('/api/media/v1/photos?count=4')).json<PhotoListResponse>();
    const thumbnails = [];
    for (const photo of list) {
      const response = await get(`/api/media/v1/photos/${photo.photoId}/thumbnail?size=240`);
      expect(response.statusCode).toBe(200);
      expect(await sharp(response.rawPayload).metadata()).toMatchObject({ format: 'jpeg', width: 240, height: 180 });
      thumbnails.push(response.rawPayload.toString('base64'));
    }
    expect(new Set(thumbnails).size).toBe(4);
  });
});
