import { isKnownSyncCid, type SyncAppCid } from '@cloud-portal/domain/sync-apps';

/** What /sync/delete hands to /sync (router location state) after a deletion was accepted. */
export interface DeletionStartedState {
  deletedSyncApps: SyncAppCid[];
}

export function deletionStartedState(cids: readonly SyncAppCid[]): DeletionStartedState {
  return { deletedSyncApps: [...cids] };
}

/** The apps a deletion just started for; none when the state is anything else (a reload, a bookmark). */
export function deletionStartedOf(state: unknown): SyncAppCid[] {
  if (typeof state !== 'object' || state === null) return [];
  const cids = (state as Partial<DeletionStartedState>).deletedSyncApps;
  return Array.isArray(cids)
    ? cids.filter((cid): cid is SyncAppCid => typeof cid === 'string' && isKnownSyncCid(cid))
    : [];
}
