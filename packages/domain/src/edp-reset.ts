/**
 * The EDP reset (spec §3 EDP reset, §4) as one state machine. A record starts NONE (no reset
 * made); Reset leads to COMPLETED and Cancel reset to CANCELLED. Each status offers one way
 * on: Reset where no reset stands (NONE, CANCELLED), Cancel reset after a completed one.
 * Offering Cancel beside "Not reset" confused a new user (issue 18 part 9).
 */
export const EDP_RESET_STATUSES = ['NONE', 'COMPLETED', 'CANCELLED'] as const;
export type EdpResetStatus = (typeof EDP_RESET_STATUSES)[number];

export type EdpResetAction = 'reset' | 'cancel';

/** The status each action leads to (spec §4: reset → COMPLETED, cancel → CANCELLED). */
export const EDP_RESET_STATUS_AFTER: Readonly<Record<EdpResetAction, EdpResetStatus>> = {
  reset: 'COMPLETED',
  cancel: 'CANCELLED',
};

/** The one action each status offers. */
const ACTION_FROM: Readonly<Record<EdpResetStatus, EdpResetAction>> = {
  NONE: 'reset',
  COMPLETED: 'cancel',
  CANCELLED: 'reset',
};

/** The action a record in `status` offers. */
export function edpResetActionFrom(status: EdpResetStatus): EdpResetAction {
  return ACTION_FROM[status];
}

/** Where `action` leads from `status`, or null when that status does not offer it. */
export function edpResetTransition(status: EdpResetStatus, action: EdpResetAction): EdpResetStatus | null {
  return ACTION_FROM[status] === action ? EDP_RESET_STATUS_AFTER[action] : null;
}

/** Whether a stored value is one of the statuses (anything else reads as NONE). */
export function isEdpResetStatus(value: string): value is EdpResetStatus {
  return (EDP_RESET_STATUSES as readonly string[]).includes(value);
}
