import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { SYNC_APP_CIDS } from '@cloud-portal/domain/sync-apps';
import type { Db } from '../../db/database';
import { epochMs, jsonList, listsByKey } from '../../db/json-lists';
import { devices, syncedContents } from '../../db/schema';

export type SyncedContentRow = typeof syncedContents.$inferSelect;

/** A synced content row with the kind of device it came from (quota splits SYNC from KNOX by it). */
export interface SyncedContentWithDeviceType extends SyncedContentRow {
  virtualType: string;
}

export type SyncedContentWrite = Omit<SyncedContentRow, 'accountId' | 'deviceRef'>;

/** Inserts or replaces the reported rows of one device, all in one statement. */
export async function upsertSyncedContents(
  db: Db,
  accountId: string,
  deviceRef: string,
  items: readonly SyncedContentWrite[],
): Promise<void> {
  if (items.length === 0) return;
  await db
    .insert(syncedContents)
    .values(items.map((item) => ({ ...item, accountId, deviceRef })))
    .onConflictDoUpdate({
      target: [syncedContents.deviceRef, syncedContents.cid],
      set: {
        cnt: sql`excluded.cnt`,
        size: sql`excluded.size`,
        state: sql`excluded.state`,
        quotaCheck: sql`excluded.quota_check`,
        edp: sql`excluded.edp`,
        edpFamhub: sql`excluded.edp_famhub`,
        lastModifiedTime: sql`excluded.last_modified_time`,
      },
    });
}

/**
 * Every synced content row of the account (one query, on synced_contents_account_idx), with
 * the virtual type of its device, in device then cid order.
 */
export async function selectSyncedContentsOfAccount(db: Db, accountId: string): Promise<SyncedContentWithDeviceType[]> {
  const rows = await db
    .select({ content: syncedContents, virtualType: devices.virtualType })
    .from(syncedContents)
    .innerJoin(devices, eq(devices.id, syncedContents.deviceRef))
    .where(and(eq(syncedContents.accountId, accountId), eq(devices.accountId, accountId)))
    .orderBy(asc(syncedContents.deviceRef), asc(syncedContents.cid));
  return rows.map(({ content, virtualType }) => ({ ...content, virtualType }));
}

/** What a device context lists of one synced content (sync_list, edp_sync_list, edp_famhub_list). */
export interface SyncListRow {
  cid: string;
  cnt: number;
  /** Bytes. */
  size: number;
  state: string;
  edp: boolean;
  edpFamhub: boolean;
  /** Epoch milliseconds. */
  lastModifiedTime: number | null;
}

/**
 * The sync lists of some of the account's devices by devices.id, each in cid order: only the
 * columns a device context shows, one row per device (db/json-lists.ts).
 */
export async function selectSyncListsOfDevices(db: Db, accountId: string, deviceRefs: readonly string[]): Promise<Map<string, SyncListRow[]>> {
  if (deviceRefs.length === 0) return new Map();
  const rows = await db
    .select({
      key: syncedContents.deviceRef,
      list: jsonList<SyncListRow>(
        {
          cid: syncedContents.cid,
          cnt: syncedContents.cnt,
          size: syncedContents.size,
          state: syncedContents.state,
          edp: syncedContents.edp,
          edpFamhub: syncedContents.edpFamhub,
          lastModifiedTime: epochMs(syncedContents.lastModifiedTime),
        },
        syncedContents.cid,
      ),
    })
    .from(syncedContents)
    .where(and(eq(syncedContents.accountId, accountId), inArray(syncedContents.deviceRef, [...deviceRefs])))
    .groupBy(syncedContents.deviceRef);
  return listsByKey(rows);
}

/** Synced counts and bytes of the account summed per cid, kind of device and quota flag. */
export interface SyncedContentTotal {
  cid: string;
  virtualType: string;
  quotaCheck: boolean;
  cnt: number;
  size: number;
}

/**
 * The account's synced contents summed in the database (quota usage needs totals, not
 * rows): one row per cid, device virtual type and quota flag, whatever the number of devices.
 * Only the apps the portal knows are read: quota usage lists and counts no other (spec §5).
 */
export async function sumSyncedContentsOfAccount(db: Db, accountId: string): Promise<SyncedContentTotal[]> {
  return db
    .select({
      cid: syncedContents.cid,
      virtualType: devices.virtualType,
      quotaCheck: syncedContents.quotaCheck,
      cnt: sql<number>`coalesce(sum(${syncedContents.cnt}), 0)`.mapWith(Number),
      size: sql<number>`coalesce(sum(${syncedContents.size}), 0)`.mapWith(Number),
    })
    .from(syncedContents)
    .innerJoin(devices, eq(devices.id, syncedContents.deviceRef))
    .where(and(eq(syncedContents.accountId, accountId), inArray(syncedContents.cid, [...SYNC_APP_CIDS]), eq(devices.accountId, accountId)))
    .groupBy(syncedContents.cid, devices.virtualType, syncedContents.quotaCheck)
    .orderBy(asc(syncedContents.cid), asc(devices.virtualType), asc(syncedContents.quotaCheck));
}

/** The synced content rows of some of the account's devices (by devices.id), in device then cid order. */
export async function selectSyncedContentsOfDevices(
  db: Db,
  accountId: string,
  deviceRefs: readonly string[],
): Promise<SyncedContentRow[]> {
  if (deviceRefs.length === 0) return [];
  return db
    .select()
    .from(syncedContents)
    .where(and(eq(syncedContents.accountId, accountId), inArray(syncedContents.deviceRef, [...deviceRefs])))
    .orderBy(asc(syncedContents.deviceRef), asc(syncedContents.cid));
}
