import { Rcodes } from '@cloud-portal/contract/rcodes';
import { formatSize } from '@cloud-portal/domain/size-format';
import { fitsInStorageQuota } from '@cloud-portal/domain/storage-quota';
import type { Db } from '../../db/database';
import { ApiError } from '../../http/api-error';
import { readQuotaUsage } from './quota-service';

/**
 * Refuses (403 40300301) a device upload that would take the account past its storage limit,
 * before anything of it is stored; the usage is the quota's own (GET /quota/v3/usage). Two
 * uploads checked at the same moment can both pass: the limit is a plan's, not a hard wall,
 * and at most one upload's bytes go over.
 */
export async function assertStorageRoom(db: Db, accountId: string, change: { addingBytes: number; replacingBytes: number }, now = Date.now()): Promise<void> {
  // No query for what does not grow (the rule lets it through whatever the usage).
  if (change.addingBytes <= change.replacingBytes) return;
  const quota = await readQuotaUsage(db, accountId, now);
  const account = { usedBytes: quota.total_info.size, limitBytes: quota.quota_info.size };
  if (fitsInStorageQuota(account, change)) return;
  const free = Math.max(0, account.limitBytes - account.usedBytes);
  throw new ApiError(
    Rcodes.STORAGE_QUOTA_EXCEEDED,
    `The account's storage is full for this upload: it needs ${formatSize(change.addingBytes - change.replacingBytes).text} more and ${formatSize(free).text} of ${formatSize(account.limitBytes).text} is free. Free some space on the portal, or choose a larger plan.`,
  );
}
