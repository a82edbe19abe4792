import { eq } from 'drizzle-orm';
import { setCloudLock, upsertAccountForIdentity } from '../auth/account-repository';
import type { SignedInIdentity } from '../auth/oidc-gateway';
import type { Db } from '../db/database';
import { accounts, cloudAccounts } from '../db/schema';
import { registerDevice } from '../modules/devices/device-registry';
import { ensureCloudAccount } from '../modules/quota/cloud-account-settings';
import type { BlobStore } from '../storage/blob-store';
import { demoDevices, type DemoDeviceRole, type DemoSeedContext } from './demo-devices';
import type { DemoPhotoSource } from './demo-photo-files';
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
 *
 * All of it is one transaction that first locks the account row and reads the marker: a start
 * interrupted halfway leaves no rows (the next start seeds from scratch, without duplicates),
 * and of two nodes starting together one seeds while the other waits, then finds the marker.
 * Photo files are written to the blob store inside that transaction but cannot roll back
 * with it: an interrupted start can leave unreferenced files (garbage, never shown).
 */
export async function seedDemoAccount(
  db: Db,
  blobs: BlobStore,
  identity: DemoAccountIdentity,
  now = new Date(),
  photos?: DemoPhotoSource,
): Promise<{ accountId: string; seeded: boolean }> {
  const account = await upsertDemoAccount(db, identity);
  const seeded = await db.transaction(async (tx) => {
    await tx.select({ id: accounts.id }).from(accounts).where(eq(accounts.id, account.id)).for('update');
    const [existing] = await tx
      .select({ seededAt: cloudAccounts.demoSeededAt })
      .from(cloudAccounts)
      .where(eq(cloudAccounts.accountId, account.id));
    if (existing?.seededAt) return false;
    await seedAreas(tx, blobs, account.id, identity.profile, now, photos);
    await ensureCloudAccount(tx, account.id);
    await tx.update(cloudAccounts).set({ demoSeededAt: now }).where(eq(cloudAccounts.accountId, account.id));
    return true;
  });
  return { accountId: account.id, seeded };
}

/**
 * The account as a first sign-in creates it. Two nodes creating the same new account at once
 * collide on the identity's unique key; the loser's second try finds the winner's account.
 */
async function upsertDemoAccount(db: Db, identity: DemoAccountIdentity): Promise<{ id: string }> {
  const signedIn = { ...identity, idToken: null };
  try {
    return await upsertAccountForIdentity(db, signedIn);
  } catch {
    return upsertAccountForIdentity(db, signedIn);
  }
}

async function seedAreas(db: Db, blobs: BlobStore, accountId: string, profile: DemoProfile, now: Date, photos?: DemoPhotoSource): Promise<void> {
  if (profile === 'lockedCloud') {
    await ensureCloudAccount(db, accountId);
    await setCloudLock(db, accountId, 101920);
    return;
  }

  const deviceIds = {} as Record<DemoDeviceRole, string>;
  const lastBackupDaysAgo = {} as Record<DemoDeviceRole, number | null>;
  for (const { role, lastBackupDaysAgo: days, ...device } of demoDevices(now)) {
    await registerDevice(db, accountId, device);
    deviceIds[role] = device.deviceId;
    lastBackupDaysAgo[role] = days;
  }
  const ctx: DemoSeedContext = { accountId, now, deviceIds, lastBackupDaysAgo };

  await seedCloudAccountDemo(db, ctx);
  await seedProductsDemo(db);
  await seedSyncDemo(db, ctx);
  await seedBackupDemo(db, ctx);
  await seedTemporaryBackupDemo(db, ctx);
  await seedE2eeDemo(db, ctx);
  await seedEdpDemo(db, ctx);
  if (profile === 'full') await seedGalleryDemo(db, ctx, blobs, photos);
  await seedErasureDemo(db, ctx);
}
