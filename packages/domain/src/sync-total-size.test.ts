import { describe, expect, it } from 'vitest';
import { syncTotalSize } from './sync-total-size';

const items = [
  { cid: 'contacts', size: 100 },
  { cid: 'notes', size: 20 },
  { cid: 'device_sync_status', size: 5 },
  { cid: 'some_new_app', size: 7_000 },
  { cid: 'gallery', size: 3 },
];

describe('syncTotalSize', () => {
  it.each([
    ['known cids only', items, [], 123],
    ['incomplete task excluded', items, ['notes'], 103],
    ['unknown incomplete cid changes nothing', items, ['some_new_app'], 123],
    ['every known cid incomplete', items, ['contacts', 'notes', 'gallery'], 0],
    ['nothing synced', [], ['contacts'], 0],
  ])('%s -> %d', (_name, list, incomplete, expected) => {
    expect(syncTotalSize(list, incomplete)).toBe(expected);
  });

  it('defaults to no incomplete tasks', () => {
    expect(syncTotalSize(items)).toBe(123);
  });
});
