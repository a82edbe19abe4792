import { describe, expect, it } from 'vitest';
import { DAY_IN_MS } from './constants';
import { backupExpiry, daysSinceLastBackup, retentionCutoff, withBackupExpiry } from './backup-expiry';

const NOW = Date.UTC(2026, 5, 1, 12, 0);
const daysAgo = (days: number, extraMs = 0): number => NOW - days * DAY_IN_MS - extraMs;

describe('daysSinceLastBackup', () => {
  it.each([
    ['just now', NOW, 0],
    ['23 hours ago', NOW - 23 * 60 * 60 * 1000, 0],
    ['exactly one day ago', daysAgo(1), 1],
    ['a day and a half ago', daysAgo(1, DAY_IN_MS / 2), 1],
    ['in the future (clock skew)', NOW + 3 * DAY_IN_MS, 0],
  ])('%s -> %d', (_name, latest, expected) => {
    expect(daysSinceLastBackup(latest, NOW)).toBe(expected);
  });
});

describe('backupExpiry', () => {
  it.each([
    [0, 365, false],
    [335, 30, false],
    [336, 29, true],
    [364, 1, true],
    [365, 0, true],
    [366, -1, false],
  ])('%d days since -> %d days left, expiring %s', (days, daysLeft, isExpiring) => {
    expect(backupExpiry(daysAgo(days), NOW)).toEqual({ daysLeft, isExpiring });
  });
});

describe('withBackupExpiry', () => {
  const device = (device_id: string, days: number) => ({
    device_id,
    model: `SM-${device_id}`,
    latest_backup_time: daysAgo(days),
  });

  it.each([
    ['empty list', [], []],
    ['newest first', [device('a', 10), device('b', 1), device('c', 100)], ['b', 'a', 'c']],
    ['past retention dropped', [device('old', 366), device('edge', 365)], ['edge']],
    ['ties keep their order', [device('x', 5), device('y', 5)], ['x', 'y']],
  ])('%s', (_name, devices, expectedIds) => {
    expect(withBackupExpiry(devices, NOW).map((d) => d.device_id)).toEqual(expectedIds);
  });

  it('keeps the other fields and adds the expiry', () => {
    const input = { ...device('a', 340), alias: 'Work phone', e2Type: 'none' };
    expect(withBackupExpiry([input], NOW)).toEqual([{ ...input, daysLeft: 25, isExpiring: true }]);
  });
});

describe('retentionCutoff', () => {
  it('keeps exactly the backups after it: the last kept millisecond has 0 days left, the cutoff itself -1', () => {
    const now = Date.UTC(2025, 5, 15, 10, 30);
    const cutoff = retentionCutoff(now);
    expect(backupExpiry(cutoff + 1, now).daysLeft).toBe(0);
    expect(backupExpiry(cutoff, now).daysLeft).toBe(-1);
    expect(now - cutoff).toBe(366 * DAY_IN_MS);
  });
});
