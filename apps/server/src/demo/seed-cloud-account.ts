import type { Db } from '../db/database';
import { ensureCloudAccount } from '../modules/quota/cloud-account-settings';
import type { DemoSeedContext } from './demo-devices';

const GB = 1_000_000_000;

/**
 * The demo account's cloud settings: a paid 200 GB plan (the free plan being 15 GB), the
 * third-party drive linked, Gallery in use and allowed the whole plan, backups not
 * encrypted account-wide.
 */
export async function seedCloudAccountDemo(db: Db, ctx: DemoSeedContext): Promise<void> {
  await ensureCloudAccount(db, ctx.accountId, {
    storageLimit: 200 * GB,
    defaultStorageLimit: 15 * GB,
    defaultItemLimit: 0,
    isPayment: true,
    backupEncrypted: false,
    oneDriveStatus: 'LINKED',
    galleryState: 'active',
    galleryLimit: 200 * GB,
  });
}
