import type { UnknownAction } from '@reduxjs/toolkit';
import { describe, expect, it } from 'vitest';
import { makeStore } from '@/app/store';
import { loggedOut } from '@/stores/session-actions';
import {
  backupTabChanged,
  expiryCounterUpdated,
  initialBackupState,
  selectBackupActiveTab,
  selectedDeviceChanged,
  type BackupState,
} from './backup-slice';

const state = (over: Partial<BackupState> = {}): BackupState => ({ ...initialBackupState, ...over });

describe('backup slice (spec §3 Backup state)', () => {
  it('starts on the Backups tab with nothing selected', () => {
    const store = makeStore();
    expect(store.getState().backup).toEqual(initialBackupState);
    expect(selectBackupActiveTab(store.getState())).toBe('backup');
  });

  it.each<[string, BackupState, UnknownAction, BackupState]>([
    ['select a device', state(), selectedDeviceChanged('d1'), state({ selectedDeviceId: 'd1' })],
    ['forget the device', state({ selectedDeviceId: 'd1' }), selectedDeviceChanged(null), state()],
    ['switch tab', state(), backupTabChanged('temporary'), state({ backupActiveTab: 'temporary' })],
    ['count expiring backups', state(), expiryCounterUpdated(2), state({ expiryCounter: 2 })],
    ['never count below zero', state({ expiryCounter: 1 }), expiryCounterUpdated(-1), state()],
    [
      'signing out starts over',
      state({ selectedDeviceId: 'd', backupActiveTab: 'temporary', expiryCounter: 3 }),
      loggedOut(),
      state(),
    ],
  ])('%s', (_name, before, action, after) => {
    const store = makeStore({ backup: before });
    store.dispatch(action);
    expect(store.getState().backup).toEqual(after);
  });
});
