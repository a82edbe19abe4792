import { Rcodes } from '@cloud-portal/contract/rcodes';
import { Bytes, ContentId } from '@cloud-portal/contract/wire-types';
import Value from 'typebox/value';
import { isSyncContentState, type SyncContentState } from '@cloud-portal/domain/sync-content-state';
import type { Db } from '../../db/database';
import { ApiError } from '../../http/api-error';
import { findDevice } from '../devices/device-registry';
import { upsertSyncedContents } from './synced-content-repository';

/** What a device reports for one content id it syncs (spec §3 Content item). */
export interface SyncedContentReport {
  cid: string;
  /** Number of items (contacts, notes, photos…). */
  cnt: number;
  /** Bytes held in the cloud. */
  size: number;
  state: SyncContentState;
  /** Whether the data counts toward the storage quota; true unless said otherwise. */
  quotaCheck?: boolean;
  /** Synced under end-to-end protection (EDP); false unless said otherwise. */
  edp?: boolean;
  /** Shared with the family hub (a home appliance) under EDP; false unless said otherwise. */
  edpFamhub?: boolean;
  lastModifiedTime: Date | null;
}

/**
 * Records what a registered device syncs (the demo seeder and, later, the device simulator
 * use it). Reported cids are inserted or replaced; cids the report does not name are kept, as
 * a device may report one app at a time. The `device_sync_status` marker is reported like any
 * cid (state 'off' means auto-sync is off). An unknown device, or another account's, is 404;
 * a bad item is 400 and nothing is written.
 */
export async function reportSyncedContents(
  db: Db,
  accountId: string,
  deviceId: string,
  items: readonly SyncedContentReport[],
): Promise<void> {
  assertValidReport(items);
  const device = await findDevice(db, accountId, deviceId);
  if (!device) throw new ApiError(Rcodes.NOT_FOUND, 'No such device on this account.');
  await upsertSyncedContents(
    db,
    accountId,
    device.id,
    items.map((item) => ({
      cid: item.cid,
      cnt: item.cnt,
      size: item.size,
      state: item.state,
      quotaCheck: item.quotaCheck ?? true,
      edp: item.edp ?? false,
      edpFamhub: item.edpFamhub ?? false,
      lastModifiedTime: item.lastModifiedTime,
    })),
  );
}

function assertValidReport(items: readonly SyncedContentReport[]): void {
  const seen = new Set<string>();
  for (const item of items) {
    const problem = itemProblem(item, seen);
    if (problem) throw new ApiError(Rcodes.INVALID_REQUEST, `Synced content "${item.cid}" ${problem}.`);
    seen.add(item.cid);
  }
}

function itemProblem(item: SyncedContentReport, seenCids: ReadonlySet<string>): string | null {
  // The contract's own rules, so whatever is stored can be sent back on the wire.
  if (!Value.Check(ContentId, item.cid)) return 'is not a valid content id';
  if (seenCids.has(item.cid)) return 'is reported twice';
  if (!Number.isSafeInteger(item.cnt) || item.cnt < 0 || item.cnt > 2_147_483_647) return 'has an invalid count';
  if (!Value.Check(Bytes, item.size)) return 'has an invalid size';
  if (!isSyncContentState(item.state)) return 'has an unknown state';
  if (item.lastModifiedTime !== null && Number.isNaN(item.lastModifiedTime.getTime())) return 'has an invalid time';
  return null;
}
