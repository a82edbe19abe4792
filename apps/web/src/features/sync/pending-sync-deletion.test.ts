import { describe, expect, it } from 'vitest';
import { SessionStorageKeys } from '@/lib/storage/storage-keys';
import {
  PENDING_SYNC_DELETION_MAX_AGE_MS,
  savePendingSyncDeletion,
  takePendingSyncDeletion,
} from './pending-sync-deletion';

describe('pending synced-app deletion', () => {
  it('gives the kept choice back once', () => {
    savePendingSyncDeletion(['notes', 'internet'], 1000);
    expect(takePendingSyncDeletion(2000)).toEqual(['notes', 'internet']);
    expect(takePendingSyncDeletion(2000)).toBeNull();
  });

  it('forgets an old choice', () => {
    savePendingSyncDeletion(['notes'], 0);
    expect(takePendingSyncDeletion(PENDING_SYNC_DELETION_MAX_AGE_MS + 1)).toBeNull();
  });

  it('keeps only apps the portal knows, and ignores what it cannot read', () => {
    sessionStorage.setItem(
      SessionStorageKeys.pendingSyncDeletion,
      JSON.stringify({ cids: ['notes', 'evil', 3], savedAt: 0 }),
    );
    expect(takePendingSyncDeletion(1)).toEqual(['notes']);
    sessionStorage.setItem(SessionStorageKeys.pendingSyncDeletion, '{not json');
    expect(takePendingSyncDeletion(1)).toBeNull();
  });
});
