import type { UnknownAction } from '@reduxjs/toolkit';
import { describe, expect, it } from 'vitest';
import { makeStore } from '@/app/store';
import { loggedOut } from '@/stores/session-actions';
import {
  backupTabChanged,
  deviceImagesCached,
  deviceImagesFailed,
  deviceImagesRemoved,
  deviceImagesRequested,
  expiryCounterUpdated,
  initialBackupState,
  selectBackupActiveTab,
  selectedDeviceChanged,
  type BackupState,
  type DeviceImage,
} from './backup-slice';

const image = (model: string, url: string | null = `blob:${model}`): DeviceImage => ({
  model,
  image: url,
  hasImage: url !== null,
  marketingName: `Name ${model}`,
});
const state = (over: Partial<BackupState> = {}): BackupState => ({ ...initialBackupState, ...over });

describe('backup slice (spec §3 Backup state)', () => {
  it('starts on the Backups tab with nothing selected or cached', () => {
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
      'mark models pending once',
      state({ pendingImageModels: ['A'] }),
      deviceImagesRequested(['A', 'B']),
      state({ pendingImageModels: ['A', 'B'] }),
    ],
    [
      'cache arrived pictures and clear them from pending',
      state({ pendingImageModels: ['A', 'B'], deviceImageList: [image('C')] }),
      deviceImagesCached([image('A'), image('B', null)]),
      state({ deviceImageList: [image('C'), image('A'), image('B', null)] }),
    ],
    [
      'a newer picture of a model replaces the old one',
      state({ deviceImageList: [image('A', 'blob:old')] }),
      deviceImagesCached([image('A', 'blob:new')]),
      state({ deviceImageList: [image('A', 'blob:new')] }),
    ],
    [
      'a failed lookup clears pending without caching',
      state({ pendingImageModels: ['A', 'B'] }),
      deviceImagesFailed(['A']),
      state({ pendingImageModels: ['B'] }),
    ],
    [
      'remove unused pictures',
      state({ deviceImageList: [image('A'), image('B')] }),
      deviceImagesRemoved(['A']),
      state({ deviceImageList: [image('B')] }),
    ],
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
