import { BACKUP_CATEGORY_IDS, backupCategoryOfCid } from '@cloud-portal/domain/backup-categories';
import { isKnownSyncCid, SYNC_APP_CIDS } from '@cloud-portal/domain/sync-apps';
import {
  reportDeviceSyncedContents,
  recordDeviceBackupRun,
} from '@cloud-portal/contract/device-data';
import sharp from 'sharp';
import Value from 'typebox/value';
import { describe, expect, it } from 'vitest';
import { SeededRandom } from './seeded-random';
import { simulatedBackupRun } from './simulated-backup';
import { PHOTO_HEIGHT, PHOTO_WIDTH, simulatedPhoto } from './simulated-photos';
import { simulatedSyncedApps, SYNC_APP_COUNT, syncReport } from './simulated-sync';

const NOW = Date.UTC(2025, 5, 30, 12);
const DAY = 24 * 60 * 60 * 1000;

describe('seeded random numbers', () => {
  it('follow from the seed alone and stay in range', () => {
    const first = new SeededRandom('Kitchen tablet');
    const again = new SeededRandom('Kitchen tablet');
    const other = new SeededRandom('Hall phone');
    const a = Array.from({ length: 50 }, () => first.integer(3, 9));
    expect(Array.from({ length: 50 }, () => again.integer(3, 9))).toEqual(a);
    expect(Array.from({ length: 50 }, () => other.integer(3, 9))).not.toEqual(a);
    expect(Math.min(...a)).toBe(3);
    expect(Math.max(...a)).toBe(9);
    for (let i = 0; i < 200; i += 1) {
      const value = first.logInteger(20, 80_000);
      expect(value).toBeGreaterThanOrEqual(20);
      expect(value).toBeLessThanOrEqual(80_000);
    }
  });
});

describe('simulated synced apps', () => {
  it('reports apps the portal shows, the same on every run, another device differently', () => {
    const apps = simulatedSyncedApps('Kitchen tablet', SYNC_APP_COUNT, NOW);
    expect(apps.map((app) => app.cid)).toEqual(SYNC_APP_CIDS);
    expect(apps.every((app) => isKnownSyncCid(app.cid) && app.cnt > 0 && app.size > 0)).toBe(true);
    expect(simulatedSyncedApps('Kitchen tablet', SYNC_APP_COUNT, NOW + DAY)).toEqual(
      apps.map((app) => ({ ...app, lastModifiedTime: app.lastModifiedTime + DAY })),
    );
    expect(simulatedSyncedApps('Kitchen tablet', 2, NOW)).toEqual(apps.slice(0, 2));
    const other = simulatedSyncedApps('Hall phone', SYNC_APP_COUNT, NOW);
    expect(other.map((app) => app.cnt)).not.toEqual(apps.map((app) => app.cnt));
    for (const app of apps) {
      expect(app.lastModifiedTime).toBeLessThan(NOW);
      expect(app.lastModifiedTime).toBeGreaterThanOrEqual(NOW - 3 * DAY);
    }
  });

  it('adds the auto-sync marker, on, and is what the portal takes', () => {
    const report = syncReport(simulatedSyncedApps('Kitchen tablet', 6, NOW), NOW);
    expect(report.items).toHaveLength(7);
    expect(report.items.at(-1)).toEqual({
      cid: 'device_sync_status',
      cnt: 0,
      size: 0,
      state: 'on',
      quotaCheck: false,
      lastModifiedTime: NOW,
    });
    expect(report.items.every((item) => item.state === 'on')).toBe(true);
    expect(Value.Check(reportDeviceSyncedContents.body, report)).toBe(true);
  });
});

describe('simulated backup run', () => {
  it.each([1, 5, 9, 40, 100_000])(
    'spreads %i items over min(items, 9) categories, each its main cid, at least one each',
    (items) => {
      const run = simulatedBackupRun('Kitchen tablet', items);
      expect(run.map((category) => category.category)).toEqual(
        BACKUP_CATEGORY_IDS.slice(0, Math.min(items, 9)),
      );
      expect(run.reduce((sum, category) => sum + category.count, 0)).toBe(items);
      for (const category of run) {
        expect(backupCategoryOfCid(category.cid)).toBe(category.category);
        expect(category.count).toBeGreaterThanOrEqual(1);
        expect(category.usage).toBeGreaterThanOrEqual(category.count);
        expect(Number.isSafeInteger(category.usage)).toBe(true);
      }
      const body = {
        items: run.map(({ cid, count, usage }) => ({ cid, count, usage, state: 'on' })),
      };
      expect(Value.Check(recordDeviceBackupRun.body, body)).toBe(true);
    },
  );

  it('is the same on every run, and another device’s differs', () => {
    const run = simulatedBackupRun('Kitchen tablet', 40);
    expect(simulatedBackupRun('Kitchen tablet', 40)).toEqual(run);
    expect(simulatedBackupRun('Hall phone', 40)).not.toEqual(run);
    // Most items are messages and call logs, as on a real phone.
    const counts = Object.fromEntries(run.map((category) => [category.category, category.count]));
    expect(counts.messages).toBeGreaterThan(counts.clock ?? 0);
  });
});

describe('simulated photos', () => {
  it('are real 640×480 JPEGs, each different, taken over the four weeks before, oldest first', async () => {
    const device = { name: 'Kitchen tablet', modelCode: 'SM-X710' };
    const photos = await Promise.all(
      [0, 1, 2].map((index) => simulatedPhoto(device, index, 3, NOW)),
    );
    expect(new Set(photos.map((photo) => photo.jpeg.toString('base64'))).size).toBe(3);
    let previous = NOW - 28 * DAY;
    for (const { jpeg, takenAt } of photos) {
      const metadata = await sharp(jpeg).metadata();
      expect(metadata).toMatchObject({ format: 'jpeg', width: PHOTO_WIDTH, height: PHOTO_HEIGHT });
      expect(takenAt.getTime()).toBeGreaterThanOrEqual(previous);
      expect(takenAt.getTime()).toBeLessThan(NOW);
      previous = takenAt.getTime();
      const exifTime = takenAt.toISOString().slice(0, 19).replace('T', ' ').replaceAll('-', ':');
      const exif = metadata.exif?.toString('latin1') ?? '';
      // DateTime (IFD0) and DateTimeOriginal (Exif IFD), and the device's model.
      expect(exif.split(exifTime)).toHaveLength(3);
      expect(exif).toContain('SM-X710');
    }
    const again = await simulatedPhoto(device, 1, 3, NOW);
    expect(again.jpeg.equals(photos[1]?.jpeg ?? Buffer.alloc(0))).toBe(true);
  });
});
