/**
 * States of a synced content item (spec §3 'Content item'). Note the lower-case spelling:
 * the sync service spells them differently from the backup service's item states.
 */
export const SYNC_CONTENT_STATES = [
  'on',
  'off',
  'unsupported',
  'notsupport',
  'nopermission',
  'edpunsupported',
  'accountsettingrequired',
] as const;

export type SyncContentState = (typeof SYNC_CONTENT_STATES)[number];

export function isSyncContentState(value: string): value is SyncContentState {
  return (SYNC_CONTENT_STATES as readonly string[]).includes(value);
}

/** Not an app: a marker item whose state tells whether the account's auto-sync is on. */
export const DEVICE_SYNC_STATUS_CID = 'device_sync_status';

/** True when the marker item says auto-sync is off. No marker means auto-sync is on. */
export function isAutoSyncOff(items: ReadonlyArray<{ cid: string; state: string }>): boolean {
  return items.some((item) => item.cid === DEVICE_SYNC_STATUS_CID && item.state === 'off');
}
