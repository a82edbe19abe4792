import { DAY_IN_MS, TEMPORARY_BACKUP_RETENTION_DAYS } from '@cloud-portal/domain/constants';
import type { Db } from '../db/database';
import { createTemporaryBackup } from '../modules/temporary-backup/temporary-backup-service';
import type { DemoSeedContext } from './demo-devices';

const GB = 1_000_000_000;

/**
 * Two temporary backups: the main phone's, made before a repair and expiring in 2 days (so
 * the "expiring" count and the postpone button show), and the tablet's, 25 days left.
 */
export async function seedTemporaryBackupDemo(db: Db, ctx: DemoSeedContext): Promise<void> {
  const createdToExpireIn = (days: number) =>
    new Date(ctx.now.getTime() - (TEMPORARY_BACKUP_RETENTION_DAYS - days) * DAY_IN_MS);
  await createTemporaryBackup(db, ctx.accountId, ctx.deviceIds.mainPhone, {
    createdAt: createdToExpireIn(2),
    size: Math.round(7.84 * GB),
    itemCount: 14,
  });
  await createTemporaryBackup(db, ctx.accountId, ctx.deviceIds.tablet, {
    createdAt: createdToExpireIn(25),
    size: Math.round(2.31 * GB),
    itemCount: 9,
  });
}
