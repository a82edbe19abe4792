import { describe, expect, it } from 'vitest';
import { SessionStorageKeys } from '@/lib/storage/storage-keys';
import { PENDING_ERASURE_MAX_AGE_MS, savePendingErasure, takePendingErasure } from './pending-erasure';

describe('pending erasure', () => {
  it('gives the saved choice back once', () => {
    savePendingErasure(['notes', 'wifi'], 1000);
    expect(takePendingErasure(2000)).toEqual(['notes', 'wifi']);
    expect(takePendingErasure(2000)).toBeNull();
  });

  it('forgets a stale choice', () => {
    savePendingErasure(['notes'], 0);
    expect(takePendingErasure(PENDING_ERASURE_MAX_AGE_MS + 1)).toBeNull();
  });

  it('ignores what it cannot read', () => {
    sessionStorage.setItem(SessionStorageKeys.pendingErasure, '{"kinds":[1],"savedAt":0}');
    expect(takePendingErasure(1)).toBeNull();
    sessionStorage.setItem(SessionStorageKeys.pendingErasure, 'not json');
    expect(takePendingErasure(1)).toBeNull();
  });
});
