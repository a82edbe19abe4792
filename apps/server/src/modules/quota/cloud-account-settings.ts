import type { OneDriveLinkStatus } from '@cloud-portal/contract/onedrive';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { cloudAccounts } from '../../db/schema';

/** Gallery states of cloud_accounts.gallery_state (what the gallery quota call answers for each is the gallery module's). */
export type GalleryState = 'active' | 'not_activated' | 'end_of_service' | 'migrated';

/** Account-wide cloud settings: the storage plan, the drive link, gallery and backup encryption. */
export interface CloudAccountSettings {
  /** The account's storage limit in bytes (quota_info.size). */
  storageLimit: number;
  /** The free plan's storage in bytes (quota_info.default_size). */
  defaultStorageLimit: number;
  /** The free plan's item limit (quota_info.default_cnt); 0 means no item-count limit. */
  defaultItemLimit: number;
  /** A paid plan (quota_info.is_payment). */
  isPayment: boolean;
  backupEncrypted: boolean;
  oneDriveStatus: OneDriveLinkStatus;
  galleryState: GalleryState;
  /** Bytes the gallery may hold. */
  galleryLimit: number;
}

const GB = 1_000_000_000;

/**
 * The free plan every account has until it says otherwise: what an account without a
 * cloud_accounts row is answered, and what ensureCloudAccount fills in for fields it is not
 * given (the table's own defaults would be a 0-byte plan).
 */
export const DEFAULT_CLOUD_ACCOUNT_SETTINGS: Readonly<CloudAccountSettings> = {
  storageLimit: 15 * GB,
  defaultStorageLimit: 15 * GB,
  defaultItemLimit: 0,
  isPayment: false,
  backupEncrypted: false,
  oneDriveStatus: 'NOT_LINKED',
  galleryState: 'active',
  galleryLimit: 15 * GB,
};

const ONE_DRIVE_STATUSES: readonly string[] = ['LINKED', 'UNSUPPORTED', 'NOT_LINKED'] satisfies OneDriveLinkStatus[];
const GALLERY_STATES: readonly string[] = ['active', 'not_activated', 'end_of_service', 'migrated'] satisfies GalleryState[];

/**
 * Creates the account's cloud settings, or changes the given ones of an existing row
 * (the demo seeder and tests set plans and link states through it). Fields not given keep
 * their value, or the free plan's on a new row.
 */
export async function ensureCloudAccount(db: Db, accountId: string, settings: Partial<CloudAccountSettings> = {}): Promise<void> {
  // An explicit undefined means "not given", not "set to null".
  const given: Partial<CloudAccountSettings> = Object.fromEntries(
    Object.entries(settings).filter(([, value]) => value !== undefined),
  );
  const insert = db.insert(cloudAccounts).values({ accountId, ...DEFAULT_CLOUD_ACCOUNT_SETTINGS, ...given });
  await (Object.keys(given).length === 0
    ? insert.onConflictDoNothing()
    : insert.onConflictDoUpdate({ target: cloudAccounts.accountId, set: given }));
}

/** The account's cloud settings; the free plan when none are stored. */
export async function readCloudAccountSettings(db: Db, accountId: string): Promise<CloudAccountSettings> {
  const [row] = await db.select().from(cloudAccounts).where(eq(cloudAccounts.accountId, accountId));
  if (!row) return { ...DEFAULT_CLOUD_ACCOUNT_SETTINGS };
  return {
    storageLimit: row.storageLimit,
    defaultStorageLimit: row.defaultStorageLimit,
    defaultItemLimit: row.defaultItemLimit,
    isPayment: row.isPayment,
    backupEncrypted: row.backupEncrypted,
    // spec §4: a link status other than LINKED or UNSUPPORTED means neither.
    oneDriveStatus: ONE_DRIVE_STATUSES.includes(row.oneDriveStatus) ? (row.oneDriveStatus as OneDriveLinkStatus) : 'NOT_LINKED',
    galleryState: GALLERY_STATES.includes(row.galleryState) ? (row.galleryState as GalleryState) : 'active',
    galleryLimit: row.galleryLimit,
  };
}
