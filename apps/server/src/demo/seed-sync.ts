import { DAY_IN_MS } from '@cloud-portal/domain/constants';
import { DEVICE_SYNC_STATUS_CID } from '@cloud-portal/domain/sync-content-state';
import type { SyncAppCid } from '@cloud-portal/domain/sync-apps';
import type { Db } from '../db/database';
import { reportSyncedContents, type SyncedContentReport } from '../modules/sync/synced-content-service';
import type { DemoDeviceRole, DemoSeedContext } from './demo-devices';

const KB = 1_000;
const MB = 1_000_000;
const GB = 1_000_000_000;
const MINUTE_MS = 60 * 1000;
const HOUR_MS = 60 * MINUTE_MS;

interface DemoSyncedApp {
  cid: SyncAppCid;
  cnt: number;
  size: number;
  /** How long before the demo's "now" the app last synced. */
  agoMs: number;
  state?: SyncedContentReport['state'];
  quotaCheck?: boolean;
  edp?: boolean;
  /** Shared with the household's family hub (a fridge screen) under EDP. */
  edpFamhub?: boolean;
}

/**
 * What each device syncs. The main phone syncs every known app (notes, contacts, calendar
 * and pass under EDP, calendar and notes also shared with the family hub; keyboard and Wi-Fi
 * settings do not count toward the quota); the tablet has Internet sync turned off and, as a
 * whole, auto-sync off; the watch syncs the few apps a watch has; the secure folder and the
 * work profile (knox) sync their own data.
 */
const DEMO_SYNCED_APPS: Partial<Record<DemoDeviceRole, DemoSyncedApp[]>> = {
  mainPhone: [
    { cid: 'contacts', cnt: 1_248, size: 3.41 * MB, agoMs: 12 * MINUTE_MS, edp: true },
    { cid: 'calendar', cnt: 642, size: 1.18 * MB, agoMs: 2 * HOUR_MS, edp: true, edpFamhub: true },
    { cid: 'notes', cnt: 87, size: 245.6 * MB, agoMs: 26 * HOUR_MS, edp: true, edpFamhub: true },
    { cid: 'reminders', cnt: 34, size: 52 * KB, agoMs: 5 * HOUR_MS },
    { cid: 'internet', cnt: 312, size: 18.9 * MB, agoMs: 40 * MINUTE_MS },
    { cid: 'gallery', cnt: 2_416, size: 6.84 * GB, agoMs: 25 * MINUTE_MS },
    { cid: 'keyboard', cnt: 1, size: 824 * KB, agoMs: 3 * DAY_IN_MS, quotaCheck: false },
    { cid: 'pass', cnt: 56, size: 96 * KB, agoMs: 6 * DAY_IN_MS, edp: true },
    { cid: 'wifi', cnt: 14, size: 12 * KB, agoMs: 9 * DAY_IN_MS, quotaCheck: false },
  ],
  tablet: [
    { cid: 'contacts', cnt: 212, size: 540 * KB, agoMs: 3 * DAY_IN_MS + 2 * HOUR_MS },
    { cid: 'calendar', cnt: 98, size: 210 * KB, agoMs: 3 * DAY_IN_MS + 3 * HOUR_MS },
    { cid: 'notes', cnt: 23, size: 64.3 * MB, agoMs: 4 * DAY_IN_MS },
    { cid: 'internet', cnt: 41, size: 2.1 * MB, agoMs: 17 * DAY_IN_MS, state: 'off' },
    { cid: 'gallery', cnt: 318, size: 1.2 * GB, agoMs: 3 * DAY_IN_MS + 5 * HOUR_MS },
    { cid: 'keyboard', cnt: 1, size: 410 * KB, agoMs: 12 * DAY_IN_MS, quotaCheck: false },
  ],
  watch: [
    { cid: 'contacts', cnt: 46, size: 96 * KB, agoMs: 26 * HOUR_MS },
    { cid: 'calendar', cnt: 30, size: 48 * KB, agoMs: 27 * HOUR_MS },
    { cid: 'reminders', cnt: 12, size: 18 * KB, agoMs: 30 * HOUR_MS },
  ],
  secureFolder: [
    { cid: 'contacts', cnt: 18, size: 41 * KB, agoMs: 6 * HOUR_MS },
    { cid: 'notes', cnt: 9, size: 12.7 * MB, agoMs: 2 * DAY_IN_MS },
    { cid: 'gallery', cnt: 64, size: 286 * MB, agoMs: 8 * HOUR_MS },
    { cid: 'internet', cnt: 22, size: 640 * KB, agoMs: 50 * MINUTE_MS },
  ],
  knox: [
    { cid: 'contacts', cnt: 154, size: 402 * KB, agoMs: 35 * MINUTE_MS },
    { cid: 'calendar', cnt: 211, size: 530 * KB, agoMs: 20 * MINUTE_MS },
    { cid: 'notes', cnt: 5, size: 230 * KB, agoMs: 5 * DAY_IN_MS },
    { cid: 'internet', cnt: 37, size: 1.05 * MB, agoMs: 3 * HOUR_MS },
  ],
};

/** Devices whose owner turned auto-sync off (the `device_sync_status` marker), and since when. */
const AUTO_SYNC_OFF_SINCE_MS: Partial<Record<DemoDeviceRole, number>> = { tablet: 3 * DAY_IN_MS };

/** The demo account's synced data, reported by each device as it would after syncing. */
export async function seedSyncDemo(db: Db, ctx: DemoSeedContext): Promise<void> {
  const at = (agoMs: number) => new Date(ctx.now.getTime() - agoMs);
  for (const [role, apps] of Object.entries(DEMO_SYNCED_APPS) as Array<[DemoDeviceRole, DemoSyncedApp[]]>) {
    const reports: SyncedContentReport[] = apps.map((app) => ({
      cid: app.cid,
      cnt: app.cnt,
      size: Math.round(app.size),
      state: app.state ?? 'on',
      quotaCheck: app.quotaCheck ?? true,
      edp: app.edp ?? false,
      edpFamhub: app.edpFamhub ?? false,
      lastModifiedTime: at(app.agoMs),
    }));
    const autoSyncOffSince = AUTO_SYNC_OFF_SINCE_MS[role];
    if (autoSyncOffSince !== undefined) {
      reports.push({ cid: DEVICE_SYNC_STATUS_CID, cnt: 0, size: 0, state: 'off', quotaCheck: false, lastModifiedTime: at(autoSyncOffSince) });
    }
    await reportSyncedContents(db, ctx.accountId, ctx.deviceIds[role], reports);
  }
}
