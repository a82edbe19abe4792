import { eq } from 'drizzle-orm';
import { setCloudLock, upsertAccountForIdentity } from '../auth/account-repository';
import type { SignedInIdentity } from '../auth/oidc-gateway';
import type { Db } from '../db/database';
import { cloudAccounts } from '../db/schema';
import { registerDevice } from '../modules/devices/device-registry';
import { ensureCloudAccount } from '../modules/quota/cloud-account-settings';
import type { BlobStore } from '../storage/blob-store';
import { demoDevices, type DemoDeviceRole, type DemoSeedContext } from './demo-devices';
import { seedBackupDemo } from './seed-backup';
import { seedCloudAccountDemo } from './seed-cloud-account';
import { seedE2eeDemo } from './seed-e2ee';
import { seedEdpDemo } from './seed-edp';
import { seedErasureDemo } from './seed-erasure';
import { seedGalleryDemo } from './seed-gallery';
import { seedProductsDemo } from './seed-products';
import { seedSyncDemo } from './seed-sync';
import { seedTemporaryBackupDemo } from './seed-temporary-backup';

/**
 * What a demo account is for: `full` — everything, Gallery photos included (the main demo
 * account); `noPhotos` — everything but photos (other accounts; keeps the first start quick);
 * `lockedCloud` — no data, the cloud locked (the locked-cloud error page).
 */
export type DemoProfile = 'full' | 'noPhotos' | 'lockedCloud';

export interface DemoAccountIdentity extends Omit<SignedInIdentity, 'idToken'> {
  profile: DemoProfile;
}

/**
 * Gives a demo account its cloud data, once: the account is created as its first sign-in
 * would create it, its devices register, then every area seeds through its own service
 * functions. An account seeded before (cloud_accounts.demo_seeded_at) is left as it is, so
 * `npm start` can run this on every start and nothing the user changed comes back.
 */
export async function seedDemoAccount(
  db: Db,
  blobs: BlobStore,
  identity: DemoAccountIdentity,
  now = new Date(),
): Promise<{ accountId: string; seeded: boolean }> {
  const account = await upsertAccountForIdentity(db, { ...identity, idToken: null });
  const [existing] = await db
    .select({ seededAt: cloudAccounts.demoSeededAt })
    .from(cloudAccounts)
    .where(eq(cloudAccounts.accountId, account.id));
  if (existing?.seededAt) return { accountId: account.id, seeded: false };

  if (identity.profile === 'lockedCloud') {
    await ensureCloudAccount(db, account.id);
    await setCloudLock(db, account.id, 101920);
    await db.update(cloudAccounts).set({ demoSeededAt: now }).where(eq(cloudAccounts.accountId, account.id));
    return { accountId: account.id, seeded: true };
  }

  const deviceIds = {} as Record<DemoDeviceRole, string>;
  const lastBackupDaysAgo = {} as Record<DemoDeviceRole, number | null>;
  for (const { role, lastBackupDaysAgo: days, ...device } of demoDevices(now)) {
    await registerDevice(db, account.id, device);
    deviceIds[role] = device.deviceId;
    lastBackupDaysAgo[role] = days;
  }
  const ctx: DemoSeedContext = { accountId: account.id, now, deviceIds, lastBackupDaysAgo };

  await seedCloudAccountDemo(db, ctx);
  await seedProductsDemo(db, ctx);
  await seedSyncDemo(db, ctx);
  await seedBackupDemo(db, ctx);
  await seedTemporaryBackupDemo(db, ctx);
  await seedE2eeDemo(db, ctx);
  await seedEdpDemo(db, ctx);
  if (identity.profile === 'full') await seedGalleryDemo(db, ctx, blobs);
  await seedErasureDemo(db, ctx);

  await db.update(cloudAccounts).set({ demoSeededAt: now }).where(eq(cloudAccounts.accountId, account.id));
  return { accountId: account.id, seeded: true };
}
