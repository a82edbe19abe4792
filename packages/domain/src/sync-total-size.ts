import { isKnownSyncCid } from './sync-apps';

/**
 * The synced-data total (spec §5): only apps the portal knows are added, and apps with an
 * unfinished erasure task are left out, since their data is on its way out.
 */
export function syncTotalSize(
  items: ReadonlyArray<{ cid: string; size: number }>,
  incompleteCids: Iterable<string> = [],
): number {
  const incomplete = new Set(incompleteCids);
  return items.reduce(
    (total, item) =>
      isKnownSyncCid(item.cid) && !incomplete.has(item.cid) ? total + item.size : total,
    0,
  );
}
