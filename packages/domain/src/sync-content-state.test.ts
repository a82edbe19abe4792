import { describe, expect, it } from 'vitest';
import { isAutoSyncOff, isSyncContentState } from './sync-content-state';

describe('isAutoSyncOff', () => {
  it.each([
    ['no items', [], false],
    ['no marker', [{ cid: 'contacts', state: 'off' }], false],
    ['marker on', [{ cid: 'device_sync_status', state: 'on' }], false],
    ['marker off', [{ cid: 'device_sync_status', state: 'off' }], true],
    [
      'marker off among apps',
      [
        { cid: 'contacts', state: 'on' },
        { cid: 'device_sync_status', state: 'off' },
      ],
      true,
    ],
    ['marker with another state', [{ cid: 'device_sync_status', state: 'nopermission' }], false],
  ])('%s -> %s', (_name, items, expected) => {
    expect(isAutoSyncOff(items)).toBe(expected);
  });
});

describe('isSyncContentState', () => {
  it.each([
    ['on', true],
    ['edpunsupported', true],
    ['accountsettingrequired', true],
    ['notsupport', true],
    ['unSupported', false],
    ['noPermission', false],
    ['', false],
  ])('%s -> %s', (value, expected) => {
    expect(isSyncContentState(value)).toBe(expected);
  });
});
