import { personalDataCategory, type PersonalDataKind } from '@cloud-portal/domain/personal-data-categories';
import { isKnownSyncCid, type SyncAppCid } from '@cloud-portal/domain/sync-apps';

/**
 * What an erasure task deletes for its account. The spec does not say (docs/decisions.md):
 *
 * - a sync cid (sync-apps.ts) erases the account's synced_contents rows of that cid, on every
 *   device;
 * - a personal-data id (personal-data-categories.ts) erases the synced data of its kind:
 *   calendar → 'calendar', contacts → 'contacts', notes → 'notes', reminders → 'reminders',
 *   internet → 'internet', pass sign-in → 'pass', wifi → 'wifi', and gallery → 'gallery' plus
 *   every photo of the account (rows, originals and thumbnails);
 * - memos, health, paired bluetooth devices and emoji avatars are not stored by this portal:
 *   their tasks complete without deleting anything here.
 */
export interface ErasureScope {
  syncCids: SyncAppCid[];
  photos: boolean;
}

const SYNC_CIDS_OF_KIND: Readonly<Record<PersonalDataKind, readonly SyncAppCid[]>> = {
  calendar: ['calendar'],
  contacts: ['contacts'],
  notes: ['notes'],
  reminders: ['reminders'],
  internet: ['internet'],
  passSignIn: ['pass'],
  wifi: ['wifi'],
  gallery: ['gallery'],
  memos: [],
  health: [],
  bluetooth: [],
  emojiAvatars: [],
};

/** Whether an erasure request may name this id: a personal-data category id or a known sync cid. */
export function isErasableId(id: string): boolean {
  return personalDataCategory(id) !== undefined || isKnownSyncCid(id);
}

export function erasureScopeOf(ids: readonly string[]): ErasureScope {
  const syncCids = new Set<SyncAppCid>();
  let photos = false;
  for (const id of ids) {
    if (isKnownSyncCid(id)) syncCids.add(id);
    const category = personalDataCategory(id);
    if (!category) continue;
    for (const cid of SYNC_CIDS_OF_KIND[category.kind]) syncCids.add(cid);
    if (category.kind === 'gallery') photos = true;
  }
  return { syncCids: [...syncCids], photos };
}
