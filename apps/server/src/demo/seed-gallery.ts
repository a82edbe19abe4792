import { DAY_IN_MS } from '@cloud-portal/domain/constants';
import { splitIntoBatches } from '@cloud-portal/domain/split-into-batches';
import type { Db } from '../db/database';
import { addPhoto } from '../modules/gallery/gallery-service';
import type { BlobStore } from '../storage/blob-store';
import type { DemoSeedContext } from './demo-devices';
import type { DemoPhotoSource } from './demo-photo-files';
import { generateDemoPhoto } from './demo-photo-generator';

export const DEMO_PHOTO_COUNT = 45;
const HOUR_MS = 60 * 60 * 1000;
/** Photos drawn at once: sharp renders on the libuv pool, so a few in flight keep both cores busy. */
const GENERATION_BATCH = 4;

/**
 * When the demo's photo number `index` (0 = newest) reached the server: the newest yesterday,
 * the oldest about a year ago, more of them recent than old (as in a real camera roll), each
 * at a daytime hour.
 */
export function demoPhotoTime(now: Date, index: number): Date {
  const daysAgo = 1 + Math.round(363 * Math.pow(index / (DEMO_PHOTO_COUNT - 1), 1.5));
  const hour = 8 + ((index * 7) % 13);
  const midnight = Math.floor((now.getTime() - daysAgo * DAY_IN_MS) / DAY_IN_MS) * DAY_IN_MS;
  return new Date(midnight + hour * HOUR_MS + ((index * 17) % 60) * 60_000);
}

/**
 * The demo account's Gallery: 45 real JPEG photos (1600×1200, quality 80) of landscapes,
 * skies, cities and patterns, stored through the gallery service like any upload. They are
 * drawn here unless `photos` reads them from where the build drew them (demo-photo-files.ts).
 */
export async function seedGalleryDemo(db: Db, ctx: DemoSeedContext, blobs: BlobStore, photos: DemoPhotoSource = generateDemoPhoto): Promise<void> {
  const indexes = Array.from({ length: DEMO_PHOTO_COUNT }, (_, index) => index);
  for (const batch of splitIntoBatches(indexes, GENERATION_BATCH)) {
    // Drawn side by side; stored one after another: `db` may be a transaction, one connection
    // that runs one query at a time (node-postgres deprecates queueing them on it).
    const drawn = await Promise.all(batch.map(async (index) => ({ index, bytes: await photos(index) })));
    for (const { index, bytes } of drawn) {
      await addPhoto(db, blobs, ctx.accountId, { bytes, serverTimestamp: demoPhotoTime(ctx.now, index) });
    }
  }
}
