import { SessionStorageKeys } from '@/lib/storage/storage-keys';

/**
 * What the user chose to delete, kept across the password round trip: asking for the
 * password leaves the portal for the provider's confirm-password gate, which comes back with
 * a full page load, so the store (and the selection in it) is gone. The choice waits in
 * session storage (this tab only, cleared by a full logout) and the screen it belongs to
 * takes it back once, when it loads.
 */
export type PendingDeletion =
  /** Device backups on /backup/delete (ids are device ids). */
  | { kind: 'devices'; ids: string[] }
  /** Categories of one device's backup on /backup/detail/delete (ids are category ids). */
  | { kind: 'contents'; deviceId: string; ids: string[] }
  /** One temporary backup on /backup's Temporary backups tab. */
  | { kind: 'temporary'; ids: string[] };

export type PendingDeletionKind = PendingDeletion['kind'];

/** A choice older than this is forgotten: the user has clearly moved on. */
export const PENDING_DELETION_MAX_AGE_MS = 10 * 60 * 1000;

interface StoredDeletion {
  deletion: PendingDeletion;
  savedAt: number;
}

function isStringList(value: unknown): value is string[] {
  return Array.isArray(value) && value.every((item) => typeof item === 'string');
}

function parse(text: string | null): StoredDeletion | null {
  if (text === null) return null;
  try {
    const stored = JSON.parse(text) as Partial<StoredDeletion> | null;
    const deletion = stored?.deletion as Partial<PendingDeletion> | undefined;
    if (typeof stored?.savedAt !== 'number' || !deletion || !isStringList(deletion.ids)) return null;
    if (deletion.kind === 'devices' || deletion.kind === 'temporary') {
      return { savedAt: stored.savedAt, deletion: { kind: deletion.kind, ids: deletion.ids } };
    }
    if (deletion.kind === 'contents' && typeof deletion.deviceId === 'string') {
      return {
        savedAt: stored.savedAt,
        deletion: { kind: 'contents', deviceId: deletion.deviceId, ids: deletion.ids },
      };
    }
    return null;
  } catch {
    return null;
  }
}

export function savePendingDeletion(deletion: PendingDeletion, now: number = Date.now()): void {
  try {
    const stored: StoredDeletion = { deletion, savedAt: now };
    sessionStorage.setItem(SessionStorageKeys.pendingBackupDeletion, JSON.stringify(stored));
  } catch {
    // Storage switched off: the user picks again after the password.
  }
}

/**
 * Takes back the choice saved for `kind` (and forgets it, so it is restored once). A choice
 * of another kind stays for its own screen; an old or unreadable one is dropped.
 */
export function takePendingDeletion<K extends PendingDeletionKind>(
  kind: K,
  now: number = Date.now(),
): Extract<PendingDeletion, { kind: K }> | null {
  try {
    const stored = parse(sessionStorage.getItem(SessionStorageKeys.pendingBackupDeletion));
    if (stored === null || now - stored.savedAt > PENDING_DELETION_MAX_AGE_MS) {
      sessionStorage.removeItem(SessionStorageKeys.pendingBackupDeletion);
      return null;
    }
    if (stored.deletion.kind !== kind) return null;
    sessionStorage.removeItem(SessionStorageKeys.pendingBackupDeletion);
    return stored.deletion as Extract<PendingDeletion, { kind: K }>;
  } catch {
    return null;
  }
}
