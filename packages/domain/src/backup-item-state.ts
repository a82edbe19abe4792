/**
 * States of a backed-up item (spec §3 'Backup item'), in rank order. A category shows the
 * lowest-ranked state among its items. We read "lowest rank" as "first in this order":
 * rank 0 is 'on', so one item that is backed up makes the whole category 'on', and a
 * category is 'noPermission' only when every item is.
 */
export const BACKUP_ITEM_STATES = [
  'on',
  'off',
  'unSupported',
  'notSupport',
  'noPermission',
] as const;

export type BackupItemState = (typeof BACKUP_ITEM_STATES)[number];

export function isBackupItemState(value: string): value is BackupItemState {
  return (BACKUP_ITEM_STATES as readonly string[]).includes(value);
}

/** The state a category takes from its items; undefined when it has none. */
export function lowestRankedState(states: Iterable<BackupItemState>): BackupItemState | undefined {
  let best: number | undefined;
  for (const state of states) {
    const rank = BACKUP_ITEM_STATES.indexOf(state);
    if (best === undefined || rank < best) best = rank;
  }
  return best === undefined ? undefined : BACKUP_ITEM_STATES[best];
}
