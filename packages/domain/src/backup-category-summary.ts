import type { BackupCategoryDefinition, BackupCategoryId } from './backup-categories';
import { BACKUP_CATEGORIES, BACKUP_CATEGORY_IDS, backupCategoryOfCid } from './backup-categories';
import type { BackupItemState } from './backup-item-state';
import { lowestRankedState } from './backup-item-state';

/** One backed-up content item as the server lists it (spec §3 'Backup item'). */
export interface BackupItem {
  cid: string;
  /** Bytes. */
  usage: number;
  count: number;
  /** Epoch milliseconds. */
  backup_time: number;
  /** Epoch milliseconds. */
  latest_backup_time: number;
  state: BackupItemState;
  encrypted: boolean;
}

export interface BackupCategorySummary<T extends BackupItem = BackupItem> {
  id: BackupCategoryId;
  icon: string;
  labels: BackupCategoryDefinition['labels'];
  items: T[];
  totalSize: number;
  totalCount: number;
  /** Epoch milliseconds of the category's most recent backup. */
  latestBackupTime: number;
  state: BackupItemState;
  encrypted: boolean;
}

export interface SummaryOptions {
  /** The account-wide flag that all backups are encrypted. */
  encrypted?: boolean;
}

/**
 * Groups a device's backup items into categories (spec §4 'Category aggregation').
 * Items whose cid belongs to no category are ignored, so they never count toward a size.
 * Categories without items are left out: there is nothing to show, size or delete.
 * The result follows the display order of BACKUP_CATEGORY_IDS.
 */
export function summarizeBackupCategories<T extends BackupItem>(
  items: readonly T[],
  options: SummaryOptions = {},
): Array<BackupCategorySummary<T>> {
  const itemsByCategory = new Map<BackupCategoryId, T[]>();
  for (const item of items) {
    const id = backupCategoryOfCid(item.cid);
    if (id === undefined) continue;
    const list = itemsByCategory.get(id);
    if (list) list.push(item);
    else itemsByCategory.set(id, [item]);
  }

  const summaries: Array<BackupCategorySummary<T>> = [];
  for (const id of BACKUP_CATEGORY_IDS) {
    const categoryItems = itemsByCategory.get(id);
    const state = categoryItems && lowestRankedState(categoryItems.map((item) => item.state));
    if (!categoryItems || state === undefined) continue;
    const definition = BACKUP_CATEGORIES[id];
    const anyItemEncrypted = categoryItems.some((item) => item.encrypted);
    summaries.push({
      id,
      icon: definition.icon,
      labels: definition.labels,
      items: categoryItems,
      totalSize: categoryItems.reduce((sum, item) => sum + item.usage, 0),
      totalCount: categoryItems.reduce((sum, item) => sum + item.count, 0),
      latestBackupTime: Math.max(...categoryItems.map((item) => item.latest_backup_time)),
      state,
      encrypted:
        anyItemEncrypted || (definition.followsAccountEncryption && options.encrypted === true),
    });
  }
  return summaries;
}
