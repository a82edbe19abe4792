import { isKnownSyncCid, type SyncAppCid } from '@cloud-portal/domain/sync-apps';
import { SessionStorageKeys } from '@/lib/storage/storage-keys';

/**
 * The synced apps chosen for deletion, kept across the password round trip: the provider's
 * confirm-password gate comes back with a full page load, so the store (and the selection
 * in it) is gone. The choice waits in session storage (this tab only; full logout clears it)
 * and /sync/delete takes it back once. A choice older than this is forgotten.
 */
export const PENDING_SYNC_DELETION_MAX_AGE_MS = 10 * 60 * 1000;

interface StoredChoice {
  cids: SyncAppCid[];
  savedAt: number;
}

export function savePendingSyncDeletion(
  cids: readonly SyncAppCid[],
  now: number = Date.now(),
): void {
  try {
    const stored: StoredChoice = { cids: [...cids], savedAt: now };
    sessionStorage.setItem(SessionStorageKeys.pendingSyncDeletion, JSON.stringify(stored));
  } catch {
    // Storage switched off: the user picks again after the password.
  }
}

/** Takes back the kept choice (once); null when there is none, or it is old or unreadable. */
export function takePendingSyncDeletion(now: number = Date.now()): SyncAppCid[] | null {
  try {
    const text = sessionStorage.getItem(SessionStorageKeys.pendingSyncDeletion);
    sessionStorage.removeItem(SessionStorageKeys.pendingSyncDeletion);
    if (text === null) return null;
    const stored = JSON.parse(text) as Partial<StoredChoice> | null;
    if (
      typeof stored?.savedAt !== 'number' ||
      now - stored.savedAt > PENDING_SYNC_DELETION_MAX_AGE_MS
    )
      return null;
    if (!Array.isArray(stored.cids)) return null;
    const cids = stored.cids.filter(
      (cid): cid is SyncAppCid => typeof cid === 'string' && isKnownSyncCid(cid),
    );
    return cids.length > 0 ? cids : null;
  } catch {
    return null;
  }
}
