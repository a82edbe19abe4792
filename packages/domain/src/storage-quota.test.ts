import { describe, expect, it } from 'vitest';
import { fitsInStorageQuota } from './storage-quota';

describe('fitsInStorageQuota', () => {
  const account = { usedBytes: 900, limitBytes: 1000 };

  it('fits a change that ends at or under the limit, and not one that ends over it', () => {
    expect(fitsInStorageQuota(account, { addingBytes: 100, replacingBytes: 0 })).toBe(true);
    expect(fitsInStorageQuota(account, { addingBytes: 101, replacingBytes: 0 })).toBe(false);
  });

  it('counts what the change replaces as freed', () => {
    expect(fitsInStorageQuota(account, { addingBytes: 300, replacingBytes: 200 })).toBe(true);
    expect(fitsInStorageQuota(account, { addingBytes: 301, replacingBytes: 200 })).toBe(false);
  });

  it('always fits a change that does not grow what is stored, even over the limit', () => {
    const over = { usedBytes: 1500, limitBytes: 1000 };
    expect(fitsInStorageQuota(over, { addingBytes: 100, replacingBytes: 100 })).toBe(true);
    expect(fitsInStorageQuota(over, { addingBytes: 50, replacingBytes: 100 })).toBe(true);
    expect(fitsInStorageQuota(over, { addingBytes: 1, replacingBytes: 0 })).toBe(false);
  });
});
