import { SYNC_APP_CIDS, type SyncAppCid } from '@cloud-portal/domain/sync-apps';
import { DEVICE_SYNC_STATUS_CID } from '@cloud-portal/domain/sync-content-state';
import type { SyncedContentReport } from './portal-client';
import { SeededRandom } from './seeded-random';

/** How many items an app plausibly holds, and how large one is, in bytes. */
interface SyncProfile {
  items: readonly [number, number];
  bytesPerItem: readonly [number, number];
}

// Every app the portal shows (packages/domain sync-apps.ts): a cid it does not know would be
// stored but never shown.
const PROFILES: Readonly<Record<SyncAppCid, SyncProfile>> = {
  contacts: { items: [40, 2500], bytesPerItem: [800, 4000] },
  calendar: { items: [20, 1800], bytesPerItem: [400, 2000] },
  notes: { items: [3, 400], bytesPerItem: [2000, 250_000] },
  reminders: { items: [2, 250], bytesPerItem: [300, 1200] },
  internet: { items: [10, 900], bytesPerItem: [300, 2500] },
  gallery: { items: [50, 6000], bytesPerItem: [1_500_000, 4_500_000] },
  keyboard: { items: [100, 8000], bytesPerItem: [20, 80] },
  pass: { items: [3, 180], bytesPerItem: [500, 2000] },
  wifi: { items: [2, 45], bytesPerItem: [200, 700] },
};

/** How many apps `sync --apps` can report: every app the portal shows. */
export const SYNC_APP_COUNT = SYNC_APP_CIDS.length;

export interface SyncedApp {
  cid: SyncAppCid;
  cnt: number;
  size: number;
  lastModifiedTime: number;
}

/**
 * The first `apps` apps the portal shows, with counts and sizes that follow from the device's
 * name (the same on every run; another device's differ), each last changed within the three
 * days before `now`.
 */
export function simulatedSyncedApps(deviceName: string, apps: number, now: number): SyncedApp[] {
  return SYNC_APP_CIDS.slice(0, apps).map((cid) => {
    const profile = PROFILES[cid];
    const random = new SeededRandom(`${deviceName}\0sync\0${cid}`);
    const cnt = random.logInteger(...profile.items);
    const size = cnt * random.logInteger(...profile.bytesPerItem);
    const minutesAgo = random.integer(1, 3 * 24 * 60);
    return { cid, cnt, size, lastModifiedTime: now - minutesAgo * 60_000 };
  });
}

/** The apps as the portal takes them, with the marker that says auto-sync is on. */
export function syncReport(apps: readonly SyncedApp[], now: number): SyncedContentReport {
  return {
    items: [
      ...apps.map((app) => ({ ...app, state: 'on' as const })),
      {
        cid: DEVICE_SYNC_STATUS_CID,
        cnt: 0,
        size: 0,
        state: 'on' as const,
        quotaCheck: false,
        lastModifiedTime: now,
      },
    ],
  };
}
