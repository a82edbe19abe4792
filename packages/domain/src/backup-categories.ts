/**
 * The nine device-backup categories of spec §3 with their server content ids (cids, §9),
 * icon and translation keys. Display order is the order of BACKUP_CATEGORY_IDS.
 */

export const BACKUP_CATEGORY_IDS = [
  'phone',
  'messages',
  'contacts',
  'calendar',
  'clock',
  'settings',
  'homeScreen',
  'apps',
  'voiceRecorder',
] as const;

export type BackupCategoryId = (typeof BACKUP_CATEGORY_IDS)[number];

export interface BackupCategoryLabels {
  /** Heading of the category ('Contacts'). */
  nameKey: string;
  /** Used when the category holds exactly one item ('1 contact'). */
  singleKey: string;
  /** Tablets show another name (contacts and calendar only, spec §3). */
  tabletNameKey?: string;
}

export interface BackupCategoryDefinition {
  id: BackupCategoryId;
  cids: readonly string[];
  icon: string;
  /**
   * True when the account-wide "backups are encrypted" flag also encrypts this category
   * (spec §4). Calendar and contacts are encrypted only when one of their items says so.
   */
  followsAccountEncryption: boolean;
  labels: BackupCategoryLabels;
}

function labelsFor(id: BackupCategoryId, hasTabletName = false): BackupCategoryLabels {
  const prefix = `backup.category.${id}`;
  return {
    nameKey: `${prefix}.name`,
    singleKey: `${prefix}.single`,
    ...(hasTabletName ? { tabletNameKey: `${prefix}.nameTablet` } : {}),
  };
}

export const BACKUP_CATEGORIES: Readonly<Record<BackupCategoryId, BackupCategoryDefinition>> = {
  phone: {
    id: 'phone',
    cids: ['CALLLOGS'],
    icon: 'ic_phone',
    followsAccountEncryption: true,
    labels: labelsFor('phone'),
  },
  messages: {
    id: 'messages',
    cids: ['SMS', 'MMS', 'MMS2', 'Chat', 'RCSCHAT', 'RCSFT'],
    icon: 'ic_message',
    followsAccountEncryption: true,
    labels: labelsFor('messages'),
  },
  contacts: {
    id: 'contacts',
    cids: ['CONTACT', 'MyProfile'],
    icon: 'calls_contacts',
    followsAccountEncryption: false,
    labels: labelsFor('contacts', true),
  },
  calendar: {
    id: 'calendar',
    cids: ['EVENT', 'TASK'],
    icon: 'calendar',
    followsAccountEncryption: false,
    labels: labelsFor('calendar', true),
  },
  clock: {
    id: 'clock',
    cids: ['Alarm', 'TIMER', 'WorldClock', 'clock_settings', 'bedtime_alarm'],
    icon: 'ic_clock',
    followsAccountEncryption: true,
    labels: labelsFor('clock'),
  },
  // The spec does not show the settings, home-screen and apps cids: these lists are our
  // decision (docs/decisions.md). The first cid of each is the category's main content.
  settings: {
    id: 'settings',
    cids: ['SETTINGS', 'ACCESSIBILITY', 'KEYBOARD_SETTINGS', 'RINGTONE'],
    icon: 'ic_setting',
    followsAccountEncryption: true,
    labels: labelsFor('settings'),
  },
  homeScreen: {
    id: 'homeScreen',
    cids: ['HOMESCREEN', 'WALLPAPER', 'LOCKSCREEN'],
    icon: 'ic_home',
    followsAccountEncryption: true,
    labels: labelsFor('homeScreen'),
  },
  apps: {
    id: 'apps',
    cids: ['APPS', 'APP_DATA'],
    icon: 'ic_apps',
    followsAccountEncryption: true,
    labels: labelsFor('apps'),
  },
  voiceRecorder: {
    id: 'voiceRecorder',
    cids: ['Voice'],
    icon: 'ic_voice_recorder',
    followsAccountEncryption: true,
    labels: labelsFor('voiceRecorder'),
  },
};

const CATEGORY_BY_CID: ReadonlyMap<string, BackupCategoryId> = new Map(
  BACKUP_CATEGORY_IDS.flatMap((id) => BACKUP_CATEGORIES[id].cids.map((cid) => [cid, id] as const)),
);

/** The category a server cid belongs to; undefined for cids the portal does not show. Case-sensitive, as the server's cids are. */
export function backupCategoryOfCid(cid: string): BackupCategoryId | undefined {
  return CATEGORY_BY_CID.get(cid);
}
