import { DAY_IN_MS } from '@cloud-portal/domain/constants';
import type { Db } from '../db/database';
import { recordDeviceBackup, type RecordedBackupItem } from '../modules/backup/backup-service';
import type { DemoDeviceRole, DemoSeedContext } from './demo-devices';

const KB = 1_000;
const MB = 1_000_000;
const GB = 1_000_000_000;
const HOUR_MS = 60 * 60 * 1000;

/** An item that was backed up: state 'on' unless said otherwise. */
function backedUp(cid: string, usage: number, count: number, options: { encrypted?: boolean } = {}): RecordedBackupItem {
  return { cid, usage: Math.round(usage), count, state: 'on', encrypted: options.encrypted ?? false };
}

/** An item the device reports but could not back up: nothing stored. */
function notBackedUp(cid: string, state: Exclude<RecordedBackupItem['state'], 'on'>): RecordedBackupItem {
  return { cid, usage: 0, count: 0, state, encrypted: false };
}

/** A backup run `extraDaysAgo` days (plus some hours) before the device's last backup. */
interface DemoBackupRun {
  extraDaysAgo: number;
  items: RecordedBackupItem[];
}

/**
 * Each device's backup runs, oldest first; the last run is the device's latest backup.
 * Between them the phones and the tablet hold items of all nine categories; the watch a
 * few. The tablet is end-to-end encrypted, so all its items are.
 */
const DEMO_BACKUPS: Partial<Record<DemoDeviceRole, DemoBackupRun[]>> = {
  mainPhone: [
    {
      extraDaysAgo: 3,
      items: [
        backedUp('APPS', 4.27 * GB, 87),
        backedUp('APP_DATA', 1.32 * GB, 54),
        backedUp('HOMESCREEN', 9.8 * MB, 1),
        backedUp('WALLPAPER', 36.4 * MB, 3),
        backedUp('LOCKSCREEN', 4.1 * MB, 1),
        backedUp('RINGTONE', 14.2 * MB, 6),
        backedUp('KEYBOARD_SETTINGS', 5.1 * MB, 1),
        notBackedUp('ACCESSIBILITY', 'off'),
        backedUp('clock_settings', 3.2 * KB, 1),
        backedUp('bedtime_alarm', 1.4 * KB, 1),
        notBackedUp('MMS2', 'unSupported'),
      ],
    },
    {
      extraDaysAgo: 0,
      items: [
        backedUp('CALLLOGS', 1.24 * MB, 2_340),
        backedUp('SMS', 48.6 * MB, 12_480),
        backedUp('MMS', 821.3 * MB, 1_932),
        backedUp('Chat', 212.7 * MB, 5_306, { encrypted: true }),
        backedUp('RCSCHAT', 96.4 * MB, 3_118, { encrypted: true }),
        backedUp('RCSFT', 1.08 * GB, 642, { encrypted: true }),
        backedUp('CONTACT', 3.4 * MB, 412),
        backedUp('MyProfile', 24 * KB, 1),
        backedUp('EVENT', 1.8 * MB, 936),
        backedUp('TASK', 96 * KB, 48),
        backedUp('Alarm', 8.3 * KB, 7),
        backedUp('TIMER', 1.1 * KB, 3),
        backedUp('WorldClock', 2.4 * KB, 4),
        backedUp('SETTINGS', 2.6 * MB, 1),
        backedUp('Voice', 312.5 * MB, 41),
      ],
    },
  ],
  tablet: [
    {
      extraDaysAgo: 0,
      items: [
        notBackedUp('CALLLOGS', 'notSupport'),
        notBackedUp('SMS', 'notSupport'),
        backedUp('Chat', 18.2 * MB, 730, { encrypted: true }),
        backedUp('CONTACT', 3.1 * MB, 398, { encrypted: true }),
        backedUp('EVENT', 1.7 * MB, 912, { encrypted: true }),
        backedUp('TASK', 88 * KB, 41, { encrypted: true }),
        backedUp('Alarm', 2.1 * KB, 2, { encrypted: true }),
        backedUp('WorldClock', 1.2 * KB, 2, { encrypted: true }),
        backedUp('SETTINGS', 1.9 * MB, 1, { encrypted: true }),
        backedUp('HOMESCREEN', 12.6 * MB, 1, { encrypted: true }),
        backedUp('WALLPAPER', 18.9 * MB, 2, { encrypted: true }),
        backedUp('APPS', 2.86 * GB, 46, { encrypted: true }),
        backedUp('APP_DATA', 684 * MB, 31, { encrypted: true }),
        backedUp('Voice', 27.8 * MB, 6, { encrypted: true }),
      ],
    },
  ],
  watch: [
    {
      extraDaysAgo: 0,
      items: [
        backedUp('Alarm', 1.6 * KB, 3),
        backedUp('WorldClock', 0.8 * KB, 2),
        backedUp('bedtime_alarm', 0.9 * KB, 1),
        backedUp('SETTINGS', 412 * KB, 1),
        backedUp('HOMESCREEN', 2.3 * MB, 5),
      ],
    },
  ],
  expiringPhone: [
    {
      extraDaysAgo: 9,
      items: [backedUp('APPS', 3.12 * GB, 64), backedUp('HOMESCREEN', 7.2 * MB, 1), backedUp('WALLPAPER', 22.1 * MB, 2)],
    },
    {
      extraDaysAgo: 0,
      items: [
        backedUp('CALLLOGS', 0.86 * MB, 1_604),
        backedUp('SMS', 31.9 * MB, 8_215),
        backedUp('MMS', 412.6 * MB, 1_107),
        backedUp('CONTACT', 2.9 * MB, 371),
        backedUp('EVENT', 1.2 * MB, 654),
        backedUp('Alarm', 4.9 * KB, 5),
        backedUp('SETTINGS', 2.2 * MB, 1),
        notBackedUp('KEYBOARD_SETTINGS', 'off'),
        notBackedUp('Voice', 'noPermission'),
      ],
    },
  ],
  retiredPhone: [
    {
      extraDaysAgo: 0,
      items: [
        backedUp('CALLLOGS', 0.52 * MB, 1_021),
        backedUp('SMS', 18.3 * MB, 5_540),
        backedUp('CONTACT', 2.4 * MB, 302),
        backedUp('SETTINGS', 1.7 * MB, 1),
        backedUp('APPS', 1.94 * GB, 41),
      ],
    },
  ],
};

/**
 * The demo account's device backups. The last run of each device is exactly at its
 * lastBackupDaysAgo, so the old phone (340 days) shows as expiring and the retired one
 * (400 days, past the 365-day retention) is never listed.
 */
export async function seedBackupDemo(db: Db, ctx: DemoSeedContext): Promise<void> {
  for (const [role, runs] of Object.entries(DEMO_BACKUPS) as Array<[DemoDeviceRole, DemoBackupRun[]]>) {
    const lastBackupDaysAgo = ctx.lastBackupDaysAgo[role];
    if (lastBackupDaysAgo === null) throw new Error(`demo device ${role} has no last backup time`);
    const lastBackup = ctx.now.getTime() - lastBackupDaysAgo * DAY_IN_MS;
    for (const run of runs) {
      // Older runs happened at night, a few hours off the whole day.
      const runTime = run.extraDaysAgo === 0 ? lastBackup : lastBackup - run.extraDaysAgo * DAY_IN_MS - 5 * HOUR_MS;
      await recordDeviceBackup(db, ctx.accountId, ctx.deviceIds[role], run.items, new Date(runTime));
    }
  }
}
