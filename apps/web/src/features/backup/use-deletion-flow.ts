import { useCallback, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { currentConfirmToken } from '@/lib/api/confirm-token';
import { useHashOverlay, type HashOverlay } from '@/lib/navigation/hash-overlay';
import { requestPasswordConfirmation } from '@/lib/api/request-password-confirmation';
import { redirectMarked, selectIsRedirect, selectionSet } from '@/stores/selection-slice';
import { remainingDeletion, type DeletionCall } from './deletion-plan';
import { savePendingDeletion, type PendingDeletion } from './pending-deletion';
import { runDeletion, type DeletionOutcome } from './run-deletion';

/** The overlay name of the confirmation dialog in the address (spec §2). */
export const CONFIRMATION_OVERLAY = 'confirmationDialog';

export interface DeletionFlowOptions {
  /** The hash route the password gate comes back to, e.g. '/backup/delete'. */
  returnTo: string;
  /** What the current selection asks to delete; null while nothing is selected. */
  deletion: PendingDeletion | null;
  /** The calls that carry a choice out, from the data on show. */
  callsFor: (deletion: PendingDeletion) => DeletionCall[];
  /** Every call succeeded. */
  onDone: (outcome: Extract<DeletionOutcome, { type: 'done' }>) => void;
}

export interface DeletionFlow {
  /** The confirmation dialog (open while `#confirmationDialog` is in the address). */
  confirmation: HashOverlay;
  /**
   * The Delete button: password first when no confirm token is held, then the confirmation.
   * Deletes `choice` when given (it must be the selection too), else the current selection.
   */
  requestDeletion: (choice?: PendingDeletion) => void;
  /** The dialog's confirming button: runs the calls under the progress dialog. */
  confirm: () => void;
}

/**
 * The deletion path of the backup screens (spec §5 confirm token, §4 Progress dialog):
 * Delete → password gate when no confirm token is held (the choice is kept for the way back)
 * → confirmation dialog → the calls under the progress dialog. A token refused halfway stops
 * the run, and what is left is asked for again after the password.
 */
export function useDeletionFlow({ returnTo, deletion, callsFor, onDone }: DeletionFlowOptions): DeletionFlow {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const confirmation = useHashOverlay(CONFIRMATION_OVERLAY);
  const isRedirect = useAppSelector(selectIsRedirect);

  const askForPassword = useCallback(
    async (choice: PendingDeletion) => {
      savePendingDeletion(choice);
      try {
        await requestPasswordConfirmation(returnTo);
      } catch {
        // The global error handler has already taken the user to the matching error page.
      }
    },
    [returnTo],
  );

  const requestDeletion = useCallback(
    (choice: PendingDeletion | null = deletion) => {
      if (choice === null) return;
      if (currentConfirmToken() === null) void askForPassword(choice);
      else confirmation.open();
    },
    [askForPassword, confirmation, deletion],
  );

  const run = useCallback(
    async (choice: PendingDeletion) => {
      // The token may have run out while the dialog was open.
      if (currentConfirmToken() === null) {
        await askForPassword(choice);
        return;
      }
      const outcome = await dispatch(
        runDeletion(callsFor(choice), { errorMessage: t('backup.errors.deleteFailed') }),
      );
      if (outcome.type === 'done') {
        onDone(outcome);
        return;
      }
      const rest = remainingDeletion(outcome.remaining);
      dispatch(selectionSet(rest?.ids ?? []));
      if (outcome.type === 'passwordRequired' && rest !== null) await askForPassword(rest);
    },
    [askForPassword, callsFor, dispatch, onDone, t],
  );

  // Confirming closes the dialog first and starts the calls once the address no longer
  // names it, so the step back and the calls (and where they lead) never race.
  const confirmedRun = useRef<PendingDeletion | null>(null);
  const confirm = useCallback(() => {
    if (deletion === null) return;
    confirmedRun.current = deletion;
    confirmation.close();
  }, [confirmation, deletion]);

  useEffect(() => {
    const choice = confirmedRun.current;
    if (choice === null || confirmation.isInAddress) return;
    confirmedRun.current = null;
    void run(choice);
  }, [confirmation.isInAddress, run]);

  // Back from the password gate with the choice restored: ask once more, now that the token
  // is there (the user already pressed Delete once).
  const hasReopened = useRef(false);
  useEffect(() => {
    if (!isRedirect || hasReopened.current) return;
    hasReopened.current = true;
    dispatch(redirectMarked(false));
    if (deletion !== null && currentConfirmToken() !== null) confirmation.open();
  }, [confirmation, deletion, dispatch, isRedirect]);

  return { confirmation, requestDeletion, confirm };
}
