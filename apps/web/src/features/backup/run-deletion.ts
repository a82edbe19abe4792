import { Rcodes } from '@cloud-portal/contract/rcodes';
import type { AppThunk } from '@/app/store';
import type { CloudCallError } from '@/lib/api/cloud-api';
import { forgetConfirmToken } from '@/lib/api/confirm-token';
import { newDeletionBatchId } from '@/lib/deletion-batch';
import { holdSessionOpen } from '@/lib/api/session-keep-alive';
import {
  progressClosed,
  progressFailed,
  progressIncreased,
  progressOpened,
  progressRun,
} from '@/stores/progress-slice';
import { deleteBackupContentApi } from './api/delete-backup-content';
import { deleteBackupDeviceApi } from './api/delete-backup-device';
import { deleteTemporaryBackupApi } from './api/delete-temporary-backup';
import type { DeletionCall } from './deletion-plan';

/**
 * Pause between two deleting calls (spec §7 "sent staggered"). The spec names 50 ms for
 * erasure and "a shared constant otherwise" without its value; 150 ms is one of its unnamed
 * constants and keeps a long run gentle on the server.
 */
export const DELETION_STAGGER_MS = 150;

export type DeletionOutcome =
  /** Every call succeeded. */
  | { type: 'done'; completed: number }
  /** The confirm token was missing or expired (403 40305001): it was forgotten; ask again. */
  | { type: 'passwordRequired'; completed: number; remaining: DeletionCall[] }
  /** A call failed; the progress dialog shows the error. */
  | { type: 'failed'; completed: number; remaining: DeletionCall[]; error: CloudCallError };

export interface RunDeletionOptions {
  /** What the progress dialog says when a call fails. */
  errorMessage: string;
  /** Also show the error as a toast. */
  toastOnError?: boolean;
  delayMs?: number;
  /** Waits between calls; tests pass their own. */
  wait?: (ms: number) => Promise<void>;
}

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

/** The dispatch a thunk receives. */
type ThunkDispatchOf = Parameters<AppThunk>[0];

function send(dispatch: ThunkDispatchOf, call: DeletionCall, batchId: string): Promise<unknown> {
  switch (call.kind) {
    case 'device':
      return dispatch(
        deleteBackupDeviceApi.endpoints.deleteBackupDevice.initiate(
          { deviceId: call.deviceId, batchId },
          { track: false },
        ),
      ).unwrap();
    case 'content':
      return dispatch(
        deleteBackupContentApi.endpoints.deleteBackupContent.initiate(
          { deviceId: call.deviceId, cid: call.cid, batchId },
          { track: false },
        ),
      ).unwrap();
    case 'temporary':
      return dispatch(
        deleteTemporaryBackupApi.endpoints.deleteTemporaryBackup.initiate(
          { id: call.id, batchId },
          { track: false },
        ),
      ).unwrap();
  }
}

function asCloudCallError(error: unknown): CloudCallError {
  if (typeof error === 'object' && error !== null && typeof (error as CloudCallError).status === 'number') {
    const { status, rcode = null, rmsg = null } = error as CloudCallError;
    return { status, rcode, rmsg };
  }
  return { status: 0, rcode: null, rmsg: error instanceof Error ? error.message : null };
}

function isConfirmTokenRefusal(error: CloudCallError): boolean {
  return (
    error.status === Rcodes.CONFIRM_TOKEN_REQUIRED.status &&
    error.rcode === Rcodes.CONFIRM_TOKEN_REQUIRED.rcode
  );
}

/**
 * Makes the deleting calls one after the other, a short pause between them, under the
 * progress dialog (spec §4: open, run, increase per finished call, error, close). Each
 * success updates the cached lists as it lands. Every call of the run names one new batch id
 * (the server accepts the confirm token in one batch only), and the token is forgotten when
 * the run ends, however it ends. A refused confirm token stops the run, so the caller can ask
 * for the password again; any other failure stops it with the error in the dialog.
 */
export function runDeletion(
  calls: readonly DeletionCall[],
  { errorMessage, toastOnError = false, delayMs = DELETION_STAGGER_MS, wait = sleep }: RunDeletionOptions,
): AppThunk<Promise<DeletionOutcome>> {
  return async (dispatch) => {
    // A long run is activity: the idle time-out must not end the session under it (spec §4).
    const releaseSession = holdSessionOpen();
    try {
      return await run(dispatch, newDeletionBatchId());
    } finally {
      releaseSession();
      // The server lets the token serve this run only; another run asks for the password.
      forgetConfirmToken();
    }
  };

  async function run(dispatch: ThunkDispatchOf, batchId: string): Promise<DeletionOutcome> {
    dispatch(progressOpened({ total: calls.length }));
    dispatch(progressRun());
    for (const [index, call] of calls.entries()) {
      if (index > 0) await wait(delayMs);
      try {
        await send(dispatch, call, batchId);
      } catch (cause) {
        const error = asCloudCallError(cause);
        const remaining = calls.slice(index);
        if (isConfirmTokenRefusal(error)) {
          dispatch(progressClosed());
          return { type: 'passwordRequired', completed: index, remaining };
        }
        dispatch(progressFailed({ message: errorMessage, rcode: error.rcode, toast: toastOnError }));
        return { type: 'failed', completed: index, remaining, error };
      }
      dispatch(progressIncreased());
    }
    dispatch(progressClosed());
    return { type: 'done', completed: calls.length };
  }
}
