/**
 * Synced apps: server cid -> translation key of the app's name (spec §9 "content ids map to
 * app names"). The spec does not show the mapping; this list is our decision
 * (docs/decisions.md). Only these cids are shown and counted in the sync total; every
 * other cid the server returns (device_sync_status among them) is excluded.
 */
export const SYNC_APP_NAME_KEYS = {
  contacts: 'sync.app.contacts',
  calendar: 'sync.app.calendar',
  notes: 'sync.app.notes',
  reminders: 'sync.app.reminders',
  internet: 'sync.app.internet',
  gallery: 'sync.app.gallery',
  keyboard: 'sync.app.keyboard',
  pass: 'sync.app.pass',
  wifi: 'sync.app.wifi',
} as const;

export type SyncAppCid = keyof typeof SYNC_APP_NAME_KEYS;

export const SYNC_APP_CIDS = Object.keys(SYNC_APP_NAME_KEYS) as SyncAppCid[];

export function isKnownSyncCid(cid: string): cid is SyncAppCid {
  return Object.hasOwn(SYNC_APP_NAME_KEYS, cid);
}

/** The translation key of the app's name; undefined for cids the portal does not show. */
export function syncAppNameKey(cid: string): string | undefined {
  return isKnownSyncCid(cid) ? SYNC_APP_NAME_KEYS[cid] : undefined;
}
