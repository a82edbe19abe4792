import type { EdpResetStatus, EdpUserRecord } from '@cloud-portal/contract/edp';
import { Rcodes } from '@cloud-portal/contract/rcodes';
import { EDP_RESET_STATUS_AFTER, isEdpResetStatus, type EdpResetStatus as DomainEdpResetStatus } from '@cloud-portal/domain/edp-reset';
import type { Db } from '../../db/database';
import { ApiError } from '../../http/api-error';
import {
  selectEdpUser,
  updateResetStatus,
  updateResetStatusIfVersion,
  upsertEdpEnabled,
  type EdpUserRow,
} from './edp-repository';

// The wire's statuses are the domain state machine's, no more and no fewer.
type SameStatuses = [EdpResetStatus] extends [DomainEdpResetStatus] ? ([DomainEdpResetStatus] extends [EdpResetStatus] ? true : never) : never;
const sameStatuses: SameStatuses = true;
void sameStatuses;

/** GET /sbp/edp/users: the stored record, or EDP off at version 0 with no reset when none is stored. */
export async function readEdpUser(db: Db, accountId: string): Promise<EdpUserRecord> {
  const row = await selectEdpUser(db, accountId);
  return row ? wireRecord(row) : { edpUserData: { enabled: false, version: 0 }, reset: { status: 'NONE', updatedAt: null } };
}

/**
 * Resets the EDP status (spec §4 EDP reset): COMPLETED, version + 1. The caller names the
 * version it saw; if the record has moved on since (another tab reset or cancelled), the
 * request is stale: 400 and nothing changes. `enabled` in the body is not applied: a reset
 * does not switch EDP on or off.
 */
export async function resetEdp(db: Db, accountId: string, seenVersion: number, now: Date): Promise<EdpUserRecord> {
  const row = await updateResetStatusIfVersion(db, accountId, seenVersion, EDP_RESET_STATUS_AFTER.reset, now);
  if (!row) {
    throw new ApiError(Rcodes.INVALID_REQUEST, 'The EDP record is stale: it changed since it was read. Read it again and retry.');
  }
  return wireRecord(row);
}

/**
 * Cancels the reset: CANCELLED, version + 1. Cancelling is the owner declining the reset
 * offered on the reset page, so it needs no reset before it (a record not stored yet is
 * created); after a completed reset it records the owner's latest answer and undoes nothing.
 */
export async function cancelEdpReset(db: Db, accountId: string, now: Date): Promise<EdpUserRecord> {
  return wireRecord(await updateResetStatus(db, accountId, EDP_RESET_STATUS_AFTER.cancel, now));
}

/** Switches EDP on or off (the demo seeder and, later, the device simulator use it). */
export async function setEdpEnabled(db: Db, accountId: string, enabled: boolean): Promise<void> {
  await upsertEdpEnabled(db, accountId, enabled);
}

function wireRecord(row: EdpUserRow): EdpUserRecord {
  return {
    edpUserData: { enabled: row.enabled, version: row.version },
    reset: {
      status: isEdpResetStatus(row.resetStatus) ? row.resetStatus : 'NONE',
      updatedAt: row.updatedAt?.getTime() ?? null,
    },
  };
}
