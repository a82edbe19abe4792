import { describe, expect, it } from 'vitest';
import { isKnownSyncCid, syncAppNameKey } from './sync-apps';

describe('syncAppNameKey', () => {
  it.each([
    ['contacts', 'sync.app.contacts'],
    ['calendar', 'sync.app.calendar'],
    ['notes', 'sync.app.notes'],
    ['reminders', 'sync.app.reminders'],
    ['internet', 'sync.app.internet'],
    ['gallery', 'sync.app.gallery'],
    ['keyboard', 'sync.app.keyboard'],
    ['pass', 'sync.app.pass'],
    ['wifi', 'sync.app.wifi'],
    ['device_sync_status', undefined],
    ['CONTACT', undefined],
    ['toString', undefined],
    ['', undefined],
  ])('%s -> %s', (cid, expected) => {
    expect(syncAppNameKey(cid)).toBe(expected);
    expect(isKnownSyncCid(cid)).toBe(expected !== undefined);
  });
});
