import { personalDataCategory, type PersonalDataKind } from './personal-data-categories';
import { isKnownSyncCid, type SyncAppCid } from './sync-apps';

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

/**
 * Whether erasing `ids` already erases all that erasing a kind of personal data would: a
 * deletion from Synced apps names the app's cid ('notes'), which erases the whole Notes kind.
 * A kind this portal stores nothing of (memos) is erased only by its own ids; Gallery also
 * needs its photos erased, which only a Gallery id does.
 */
export function isKindErasedBy(kind: PersonalDataKind, ids: readonly string[]): boolean {
  const kindCids = SYNC_CIDS_OF_KIND[kind];
  if (kindCids.length === 0) return false;
  const scope = erasureScopeOf(ids);
  return kindCids.every((cid) => scope.syncCids.includes(cid)) && (kind !== 'gallery' || scope.photos);
}

/**
 * The ids of a new request whose data unfinished tasks (`busyIds`) already erase, so asking
 * again would erase nothing more: an id already in a task; a personal-data id whose kind a
 * task erases another way (isKindErasedBy: Synced apps' 'notes' for Notes); a sync cid a task
 * erases ('notes' while a Notes erasure runs). The erasure screen offers none of them and the
 * server refuses them (49512), so the two agree.
 */
export function idsAlreadyBeingErased(ids: readonly string[], busyIds: readonly string[]): string[] {
  const busy = new Set(busyIds);
  const busySyncCids = new Set<string>(erasureScopeOf(busyIds).syncCids);
  return ids.filter((id) => {
    if (busy.has(id)) return true;
    const category = personalDataCategory(id);
    if (category) return isKindErasedBy(category.kind, busyIds);
    return busySyncCids.has(id);
  });
}
