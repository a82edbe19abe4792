import { randomBytes } from 'node:crypto';
import { ERASURE_TASK_TYPE, type ErasureRequest, type IncompletedTask } from '@cloud-portal/contract/erasure';
import { Rcodes } from '@cloud-portal/contract/rcodes';
import { DAY_IN_MS, ERASURE_REQUEST_EXPIRY_DAYS } from '@cloud-portal/domain/constants';
import { withErasurePartners } from '@cloud-portal/domain/erasure-partners';
import type { Db } from '../../db/database';
import { ApiError } from '../../http/api-error';
import {
  countErasureRequestsSince,
  insertErasureTask,
  listIncompleteErasureTasks,
  lockAccountForErasureRequest,
  type ErasureTaskRow,
  type ErasureTaskStatus,
} from './erasure-repository';
import { idsAlreadyBeingErased, isErasableId } from '@cloud-portal/domain/erasure-scope';

/**
 * At most this many erasure requests per account in the window (rcode 49209). The spec names
 * the error, not the numbers (docs/decisions.md). Every accepted request counts, finished or not.
 */
export const ERASURE_REQUEST_LIMIT = 5;
export const ERASURE_REQUEST_WINDOW_MS = 10 * 60 * 1000;

export interface ErasureRequestOptions {
  now?: Date;
  /**
   * Leave the task until its expiry (30 days) instead of carrying it out now: the demo's
   * erasure in progress. Requests made through the API are never deferred.
   */
  deferred?: boolean;
}

/**
 * Accepts an erasure request (spec §3, §5): every id must be a personal-data category id or a
 * known sync cid (400 otherwise); the partners of paired ids are added; no id's data may already
 * be on its way out in an unfinished task of the account (49512, `idsAlreadyBeingErased`), and the account may not exceed the request
 * limit (49209). The task is created pending for the background worker. Checks and insert run
 * in one transaction holding the account's row lock, so concurrent requests cannot slip past
 * each other. The confirm token is the route's to check, before this.
 */
export async function requestErasure(
  db: Db,
  accountId: string,
  ids: readonly string[],
  options: ErasureRequestOptions = {},
): Promise<ErasureRequest> {
  const unknown = ids.filter((id) => !isErasableId(id));
  if (unknown.length > 0) throw new ApiError(Rcodes.INVALID_REQUEST, `Unknown content ids: ${unknown.join(', ')}.`);
  if (ids.length === 0) throw new ApiError(Rcodes.INVALID_REQUEST, 'Name at least one content id to erase.');
  const cids = withErasurePartners(ids);
  const startedAt = options.now ?? new Date();

  const task = await db.transaction(async (tx) => {
    await lockAccountForErasureRequest(tx, accountId);
    const recent = await countErasureRequestsSince(tx, accountId, new Date(startedAt.getTime() - ERASURE_REQUEST_WINDOW_MS));
    if (recent >= ERASURE_REQUEST_LIMIT) {
      throw new ApiError(Rcodes.ERASURE_TOO_MANY_REQUESTS, 'Too many erasure requests. Try again later.');
    }
    // Also another way to the same data: 'notes' from Synced apps while Notes is being erased.
    const busy = (await listIncompleteErasureTasks(tx, accountId)).flatMap((row) => row.cids);
    const overlapping = idsAlreadyBeingErased(cids, busy);
    if (overlapping.length > 0) {
      throw new ApiError(Rcodes.ERASURE_TRY_LATER, `Erasure of ${overlapping.join(', ')} is already in progress. Try again later.`);
    }
    const row: ErasureTaskRow = {
      referenceId: randomBytes(16).toString('base64url'),
      accountId,
      taskType: ERASURE_TASK_TYPE,
      cids,
      startedAt,
      expiryAt: new Date(startedAt.getTime() + ERASURE_REQUEST_EXPIRY_DAYS * DAY_IN_MS),
      status: (options.deferred ? 'deferred' : 'pending') satisfies ErasureTaskStatus,
      attempts: 0,
      claimedAt: null,
      claimedBy: null,
      completedAt: null,
    };
    await insertErasureTask(tx, row);
    return row;
  });

  return {
    referenceId: task.referenceId,
    startedAt: task.startedAt.getTime(),
    expiryAt: task.expiryAt.getTime(),
    taskType: ERASURE_TASK_TYPE,
    extendedRequest: task.cids,
  };
}

/** The account's erasure tasks that have not completed (spec §7 incompletedTasks). */
export async function incompletedTasks(db: Db, accountId: string): Promise<IncompletedTask[]> {
  const rows = await listIncompleteErasureTasks(db, accountId);
  return rows.map((row) => ({
    referenceId: row.referenceId,
    taskType: ERASURE_TASK_TYPE,
    startedAt: row.startedAt.getTime(),
    expiryAt: row.expiryAt.getTime(),
    cids: row.cids,
  }));
}
