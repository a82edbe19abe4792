import { describe, expect, it } from 'vitest';
import type { BackupItemState } from './backup-item-state';
import { isBackupItemState, lowestRankedState } from './backup-item-state';

describe('lowestRankedState', () => {
  it.each<[BackupItemState[], BackupItemState | undefined]>([
    [[], undefined],
    [['on'], 'on'],
    [['noPermission', 'on'], 'on'],
    [['off', 'unSupported', 'noPermission'], 'off'],
    [['notSupport', 'unSupported'], 'unSupported'],
    [['noPermission', 'notSupport'], 'notSupport'],
    [['noPermission', 'noPermission'], 'noPermission'],
  ])('%j -> %s', (states, expected) => {
    expect(lowestRankedState(states)).toBe(expected);
  });
});

describe('isBackupItemState', () => {
  it.each([
    ['on', true],
    ['unSupported', true],
    ['unsupported', false],
    ['', false],
  ])('%s -> %s', (value, expected) => {
    expect(isBackupItemState(value)).toBe(expected);
  });
});
