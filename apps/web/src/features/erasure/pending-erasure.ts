import { SessionStorageKeys } from '@/lib/storage/storage-keys';

/**
 * The kinds of data chosen for erasure, kept across the password round trip: the provider's
 * confirm-password gate comes back with a full page load, so the store (and the selection in
 * it) is gone. The choice waits in session storage (this tab only, cleared by a full logout)
 * and the erasure screen takes it back once, when it loads.
 */
export const PENDING_ERASURE_MAX_AGE_MS = 10 * 60 * 1000;

interface StoredErasure {
  kinds: string[];
  savedAt: number;
}

export function savePendingErasure(kinds: readonly string[], now: number = Date.now()): void {
  try {
    const stored: StoredErasure = { kinds: [...kinds], savedAt: now };
    sessionStorage.setItem(SessionStorageKeys.pendingErasure, JSON.stringify(stored));
  } catch {
    // Storage switched off: the user chooses again after the password.
  }
}

/** The saved choice (removed as it is read), or null when there is none or it is stale. */
export function takePendingErasure(now: number = Date.now()): string[] | null {
  let text: string | null;
  try {
    text = sessionStorage.getItem(SessionStorageKeys.pendingErasure);
    sessionStorage.removeItem(SessionStorageKeys.pendingErasure);
  } catch {
    return null;
  }
  if (text === null) return null;
  try {
    const stored = JSON.parse(text) as Partial<StoredErasure> | null;
    const { kinds, savedAt } = stored ?? {};
    if (typeof savedAt !== 'number' || now - savedAt > PENDING_ERASURE_MAX_AGE_MS || now < savedAt) return null;
    if (!Array.isArray(kinds) || !kinds.every((kind) => typeof kind === 'string')) return null;
    return kinds;
  } catch {
    return null;
  }
}
