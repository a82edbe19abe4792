import { backupExpiry } from './backup-expiry';
import { BACKUP_DELETION_REMINDER_DAYS, DAY_IN_MS, NOTIFICATION_LOOKBACK_DAYS, TEMPORARY_BACKUP_REMINDER_MS } from './constants';

/**
 * Which reminders are due at `now` (issue 18 part 5). Each answer names the reminder with a
 * key: the server raises a notification (and an e-mail) once per key, so a rule that keeps
 * answering the same key on later rounds sends nothing twice.
 */

export type BackupDeletionReminderDays = (typeof BACKUP_DELETION_REMINDER_DAYS)[number];

export interface BackupDeletionReminder {
  /** The reminder step: 30, 7 or 1 days before deletion. */
  step: BackupDeletionReminderDays;
  /** Whole days left before the backup is deleted (spec §4 Backup expiry). */
  daysLeft: number;
  /** One per backup, step and last backup: a new backup starts the 365 days, and the reminders, again. */
  key: string;
}

/**
 * The deletion reminder due for a device backup last made at `latestBackupTime`: the nearest
 * step at or above its days left (a portal that was down on the 30th day sends the 7-day one
 * on the 5th, not a late "30 days"). None before 30 days left or once it is past retention.
 */
export function backupDeletionReminderDue(backupId: string, latestBackupTime: number, now: number): BackupDeletionReminder | null {
  const { daysLeft } = backupExpiry(latestBackupTime, now);
  if (daysLeft < 0) return null;
  const step = [...BACKUP_DELETION_REMINDER_DAYS].sort((a, b) => a - b).find((days) => daysLeft <= days);
  if (step === undefined) return null;
  return { step, daysLeft, key: `${backupId}:${latestBackupTime}:${step}` };
}

/**
 * Whether a temporary backup expiring at `expiryAt` is due its "expires tomorrow" reminder:
 * it expires within the next day and has not expired. Postponing moves the expiry, and so
 * the key: the new date is reminded of again.
 */
export function temporaryBackupReminderDue(backupId: string, expiryAt: number, now: number): { key: string } | null {
  const left = expiryAt - now;
  return left > 0 && left <= TEMPORARY_BACKUP_REMINDER_MS ? { key: `${backupId}:${expiryAt}` } : null;
}

/** Whether something that happened at `at` (an erasure finished, a sign-in) is recent enough to tell the owner of. */
export function isRecentForNotification(at: number, now: number): boolean {
  return at <= now && now - at <= NOTIFICATION_LOOKBACK_DAYS * DAY_IN_MS;
}

/** What the account's earlier sign-ins (those still kept) say about a sign-in's browser. */
export interface EarlierSignIns {
  /** The account had signed in before, from any browser. */
  any: boolean;
  /** …and from this browser. */
  fromThisBrowser: boolean;
}

/**
 * Whether a sign-in came from a new browser: one the account had never signed in from
 * before. An account's first sign-in ever is not news to its owner; a sign-in from a browser
 * without a device id is unknown, not new. The database answers the two facts per sign-in,
 * so an account with thousands of sign-ins never lists them all.
 */
export function isNewBrowserSignIn(browserIdHash: string | null, earlier: EarlierSignIns): boolean {
  if (browserIdHash === null || !earlier.any) return false;
  return !earlier.fromThisBrowser;
}
