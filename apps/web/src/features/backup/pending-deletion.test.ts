import { describe, expect, it } from 'vitest';
import { SessionStorageKeys } from '@/lib/storage/storage-keys';
import {
  PENDING_DELETION_MAX_AGE_MS,
  savePendingDeletion,
  takePendingDeletion,
} from './pending-deletion';

const NOW = 1_800_000_000_000;

describe('pending deletion (kept across the password round trip)', () => {
  it('gives the choice back once to the screen it belongs to', () => {
    savePendingDeletion({ kind: 'contents', deviceId: 'd1', ids: ['contacts', 'messages'] }, NOW);
    expect(takePendingDeletion('contents', NOW + 1000)).toEqual({
      kind: 'contents',
      deviceId: 'd1',
      ids: ['contacts', 'messages'],
    });
    expect(takePendingDeletion('contents', NOW + 1000)).toBeNull();
  });

  it('leaves a choice of another kind for its own screen', () => {
    savePendingDeletion({ kind: 'devices', ids: ['d1'] }, NOW);
    expect(takePendingDeletion('temporary', NOW)).toBeNull();
    expect(takePendingDeletion('devices', NOW)).toEqual({ kind: 'devices', ids: ['d1'] });
  });

  it('forgets an old choice', () => {
    savePendingDeletion({ kind: 'temporary', ids: ['t1'] }, NOW);
    expect(takePendingDeletion('temporary', NOW + PENDING_DELETION_MAX_AGE_MS + 1)).toBeNull();
    expect(sessionStorage.getItem(SessionStorageKeys.pendingBackupDeletion)).toBeNull();
  });

  it.each([
    'not json',
    '{"savedAt":1}',
    '{"savedAt":1,"deletion":{"kind":"devices","ids":[1]}}',
    '{"savedAt":1,"deletion":{"kind":"contents","ids":["a"]}}',
    '{"savedAt":1,"deletion":{"kind":"other","ids":["a"]}}',
  ])('ignores what it cannot read: %s', (text) => {
    sessionStorage.setItem(SessionStorageKeys.pendingBackupDeletion, text);
    expect(takePendingDeletion('devices', 2)).toBeNull();
    expect(takePendingDeletion('contents', 2)).toBeNull();
  });
});
