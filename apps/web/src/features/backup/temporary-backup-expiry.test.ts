import { describe, expect, it } from 'vitest';
import { DAY_IN_MS } from '@cloud-portal/domain/constants';
import {
  countExpiringSoon,
  isExpiringSoon,
  temporaryBackupDaysLeft,
} from './temporary-backup-expiry';

const NOW = Date.UTC(2026, 2, 10, 12);

describe('temporary backup expiry', () => {
  it.each([
    ['two full days ahead', NOW + 2 * DAY_IN_MS, 2],
    ['a little under two days ahead', NOW + 2 * DAY_IN_MS - 60_000, 2],
    ['a minute ahead (its last day)', NOW + 60_000, 1],
    ['right now', NOW, 0],
    ['already past', NOW - DAY_IN_MS, 0],
  ])('%s leaves %i days', (_name, expiryAt, days) => {
    expect(temporaryBackupDaysLeft(expiryAt, NOW)).toBe(days);
  });

  it.each([
    [0, true],
    [7, true],
    [8, false],
    [30, false],
  ])('%i days left is expiring soon: %s', (days, expected) => {
    expect(isExpiringSoon(days)).toBe(expected);
  });

  it('counts the backups that expire soon', () => {
    expect(countExpiringSoon([{ daysLeft: 2 }, { daysLeft: 25 }, { daysLeft: 7 }])).toBe(2);
    expect(countExpiringSoon([])).toBe(0);
  });
});
