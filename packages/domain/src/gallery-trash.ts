import { DAY_IN_MS, GALLERY_TRASH_DAYS } from './constants';

/**
 * The Gallery trash (help "How long are deleted photos kept in the trash?"): a photo a device
 * deleted stays there GALLERY_TRASH_DAYS days, restorable, then is deleted for good.
 */

/** When a photo trashed at `trashedAt` is deleted for good (epoch ms): restorable until then. */
export function galleryTrashPurgeAt(trashedAt: number): number {
  return trashedAt + GALLERY_TRASH_DAYS * DAY_IN_MS;
}

/**
 * The purge's cutoff at `now`: a photo trashed before it has been in the trash more than
 * GALLERY_TRASH_DAYS days. The server's purge deletes `trashed_at < cutoff` in one statement.
 */
export function galleryTrashCutoff(now: number): number {
  return now - GALLERY_TRASH_DAYS * DAY_IN_MS;
}

/** Whether a photo trashed at `trashedAt` is due to be deleted for good at `now`. */
export function isDueForTrashPurge(trashedAt: number, now: number): boolean {
  return trashedAt < galleryTrashCutoff(now);
}
