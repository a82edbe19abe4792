import { BACKUP_CATEGORIES, BACKUP_CATEGORY_IDS } from '@cloud-portal/domain/backup-categories';
import type { SyncAppCid } from '@cloud-portal/domain/sync-apps';

/**
 * The English name usage_info gives each cid (spec §3 Quota response "name or cid"). The web
 * shows its own translation, looked up by cid; this name is a stable fallback for other
 * clients and for logs, never translated here.
 */
const SYNC_APP_NAMES: Readonly<Record<SyncAppCid, string>> = {
  contacts: 'Contacts',
  calendar: 'Calendar',
  notes: 'Notes',
  reminders: 'Reminders',
  internet: 'Internet',
  gallery: 'Gallery',
  keyboard: 'Keyboard',
  pass: 'Pass',
  wifi: 'Wi-Fi',
};

const BACKUP_DATA_NAMES: Readonly<Record<string, string>> = {
  CALLLOGS: 'Call logs',
  SMS: 'Text messages',
  MMS: 'Multimedia messages',
  MMS2: 'Multimedia messages',
  Chat: 'Chat messages',
  RCSCHAT: 'RCS chat',
  RCSFT: 'RCS file transfers',
  CONTACT: 'Contacts',
  MyProfile: 'My profile',
  EVENT: 'Calendar events',
  TASK: 'Tasks',
  Alarm: 'Alarms',
  TIMER: 'Timers',
  WorldClock: 'World clock',
  clock_settings: 'Clock settings',
  bedtime_alarm: 'Bedtime alarm',
  SETTINGS: 'Settings',
  ACCESSIBILITY: 'Accessibility',
  KEYBOARD_SETTINGS: 'Keyboard settings',
  RINGTONE: 'Ringtones',
  HOMESCREEN: 'Home screen',
  WALLPAPER: 'Wallpaper',
  LOCKSCREEN: 'Lock screen',
  APPS: 'Apps',
  APP_DATA: 'App data',
  Voice: 'Voice recordings',
};

/** Backup cids in the order of their categories (spec §3 Device backup categories). */
export const BACKUP_CID_ORDER: readonly string[] = BACKUP_CATEGORY_IDS.flatMap((id) => BACKUP_CATEGORIES[id].cids);

/** The name of a synced app's data (usage of cid_type SYNC or KNOX). */
export function syncUsageName(cid: SyncAppCid): string {
  return SYNC_APP_NAMES[cid];
}

/** The name of backed-up data; a cid the portal does not know is named by itself. */
export function backupUsageName(cid: string): string {
  return Object.hasOwn(BACKUP_DATA_NAMES, cid) ? (BACKUP_DATA_NAMES[cid] as string) : cid;
}
