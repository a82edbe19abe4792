import { describe, expect, it } from 'vitest';
import { BACKUP_RETENTION_DAYS, DAY_IN_MS } from './constants';
import { backupDeletionReminderDue, isNewBrowserSignIn, isRecentForNotification, temporaryBackupReminderDue } from './reminders';

const now = Date.UTC(2026, 10, 27, 12);
/** A backup last made so that `daysLeft` whole days are left at `now`. */
const lastBackupWith = (daysLeft: number) => now - (BACKUP_RETENTION_DAYS - daysLeft) * DAY_IN_MS - 1000;

describe('backupDeletionReminderDue', () => {
  it.each([
    [31, null],
    [30, 30],
    [29, 30],
    [8, 30],
    [7, 7],
    [2, 7],
    [1, 1],
    [0, 1],
  ])('with %i days left answers the %s-day reminder', (daysLeft, step) => {
    const due = backupDeletionReminderDue('b1', lastBackupWith(daysLeft), now);
    expect(due?.step ?? null).toBe(step);
    if (due) expect(due.daysLeft).toBe(daysLeft);
  });

  it('answers nothing for a backup already past retention', () => {
    expect(backupDeletionReminderDue('b1', lastBackupWith(-1), now)).toBeNull();
  });

  it('keys each step of each backup once, and starts again after a new backup', () => {
    const last = lastBackupWith(30);
    const thirty = backupDeletionReminderDue('b1', last, now)!;
    expect(backupDeletionReminderDue('b1', last, now + DAY_IN_MS / 2)!.key).toBe(thirty.key);
    expect(backupDeletionReminderDue('b1', last, now + 23 * DAY_IN_MS)!.key).not.toBe(thirty.key);
    expect(backupDeletionReminderDue('b2', last, now)!.key).not.toBe(thirty.key);
    expect(backupDeletionReminderDue('b1', last + 1, now)!.key).not.toBe(thirty.key);
  });
});

describe('temporaryBackupReminderDue', () => {
  it('is due within the last day before expiry, and not before or after', () => {
    expect(temporaryBackupReminderDue('t1', now + DAY_IN_MS + 1, now)).toBeNull();
    expect(temporaryBackupReminderDue('t1', now + DAY_IN_MS, now)).toEqual({ key: `t1:${now + DAY_IN_MS}` });
    expect(temporaryBackupReminderDue('t1', now + 1, now)).not.toBeNull();
    expect(temporaryBackupReminderDue('t1', now, now)).toBeNull();
  });

  it('keys a postponed expiry anew', () => {
    expect(temporaryBackupReminderDue('t1', now + 1000, now)!.key).not.toBe(temporaryBackupReminderDue('t1', now + 2000, now)!.key);
  });
});

describe('isRecentForNotification', () => {
  it('takes the last seven days and nothing in the future', () => {
    expect(isRecentForNotification(now - 7 * DAY_IN_MS, now)).toBe(true);
    expect(isRecentForNotification(now - 7 * DAY_IN_MS - 1, now)).toBe(false);
    expect(isRecentForNotification(now + 1, now)).toBe(false);
  });
});

describe('isNewBrowserSignIn', () => {
  it('is a browser the account never signed in from, after its first sign-in', () => {
    expect(isNewBrowserSignIn('new', { any: true, fromThisBrowser: false })).toBe(true);
    expect(isNewBrowserSignIn('old', { any: true, fromThisBrowser: true })).toBe(false);
    expect(isNewBrowserSignIn('first', { any: false, fromThisBrowser: false })).toBe(false);
    expect(isNewBrowserSignIn(null, { any: true, fromThisBrowser: false })).toBe(false);
  });
});
