import { LocalStorageKeys } from '@/lib/storage/storage-keys';

/** Ids kept at most: an operator posts a few a year, and older ones have long ended. */
const KEPT = 50;

/** The announcements this browser closed (spec §4: "close sets closed"), remembered across reloads. */
export function readClosedAnnouncements(): string[] {
  try {
    const value: unknown = JSON.parse(localStorage.getItem(LocalStorageKeys.closedAnnouncements) ?? '[]');
    return Array.isArray(value) ? value.filter((id): id is string => typeof id === 'string') : [];
  } catch {
    return [];
  }
}

/** Remembers that this announcement was closed; the newest closings are kept. */
export function rememberClosedAnnouncement(id: string): void {
  const closed = [...readClosedAnnouncements().filter((each) => each !== id), id].slice(-KEPT);
  try {
    localStorage.setItem(LocalStorageKeys.closedAnnouncements, JSON.stringify(closed));
  } catch {
    // Storage switched off: it stays closed until the page is left.
  }
}
