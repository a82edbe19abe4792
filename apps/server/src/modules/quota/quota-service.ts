import type { QuotaUsageResponse } from '@cloud-portal/contract/quota';
import type { Db } from '../../db/database';
import { listIncompleteErasureTasks } from '../erasure/erasure-repository';
import { erasureScopeOf } from '@cloud-portal/domain/erasure-scope';
import { sumSyncedContentsOfAccount } from '../sync/synced-content-repository';
import { sumBackupUsageByCid } from './backup-usage-repository';
import { readCloudAccountSettings } from './cloud-account-settings';
import { selectGalleryUsage } from './gallery-usage-repository';
import { buildQuotaUsage } from './quota-usage';

/**
 * The account's storage usage (GET /quota/v3/usage): synced contents and backup items come
 * summed from the database (per cid and kind), so the cost does not grow with devices.
 */
export async function readQuotaUsage(db: Db, accountId: string, now: number): Promise<QuotaUsageResponse> {
  const [settings, syncedContents, backupItems, incompleteTasks, gallery] = await Promise.all([
    readCloudAccountSettings(db, accountId),
    sumSyncedContentsOfAccount(db, accountId),
    sumBackupUsageByCid(db, accountId, now),
    listIncompleteErasureTasks(db, accountId),
    selectGalleryUsage(db, accountId),
  ]);
  // A task may name personal-data ids rather than cids: its scope says which synced cids and
  // whether the photos are on their way out.
  const taskIds = incompleteTasks.flatMap((task) => task.cids);
  const scope = erasureScopeOf(taskIds);
  const incompleteCids = new Set([...taskIds, ...scope.syncCids]);
  return buildQuotaUsage({ settings, syncedContents, backupItems, incompleteCids, gallery, photosBeingErased: scope.photos });
}
