import { describe, expect, it } from 'vitest';
import { SessionLookupCache } from './session-lookup-cache';

const LIMITS = { maxEntries: 3, maxAgeMs: 1_000 };

function trustedCache(): SessionLookupCache<string> {
  const cache = new SessionLookupCache<string>(LIMITS);
  cache.trust(true);
  return cache;
}

describe('kept session lookups', () => {
  it('answers what a lookup kept until the age limit', () => {
    const cache = trustedCache();
    cache.keep('s1', 'a1', 'row 1', cache.start(), 0);
    expect(cache.find('s1', 999)).toBe('row 1');
    expect(cache.find('s1', 1_000)).toBeUndefined();
    expect(cache.find('s1', 0)).toBeUndefined();
  });

  it('forgets one account’s lookups and keeps the others’', () => {
    const cache = trustedCache();
    cache.keep('s1', 'a1', 'row 1', cache.start(), 0);
    cache.keep('s2', 'a1', 'row 2', cache.start(), 0);
    cache.keep('s3', 'a2', 'row 3', cache.start(), 0);
    cache.forgetAccount('a1');
    expect(cache.find('s1', 1)).toBeUndefined();
    expect(cache.find('s2', 1)).toBeUndefined();
    expect(cache.find('s3', 1)).toBe('row 3');
  });

  it('does not keep a read that a change of its account overtook, and keeps one another account’s change did not', () => {
    const cache = trustedCache();
    const overtaken = cache.start();
    const untouched = cache.start();
    cache.forgetAccount('a1');
    cache.keep('s1', 'a1', 'read before the change', overtaken, 0);
    cache.keep('s2', 'a2', 'read of another account', untouched, 0);
    expect(cache.find('s1', 1)).toBeUndefined();
    expect(cache.find('s2', 1)).toBe('read of another account');
    // Started after the change: its read is the changed data.
    cache.keep('s1', 'a1', 'read after the change', cache.start(), 0);
    expect(cache.find('s1', 1)).toBe('read after the change');
  });

  it('forgets everything, and keeps no read that started before, after a write of this node', () => {
    const cache = trustedCache();
    cache.keep('s1', 'a1', 'row 1', cache.start(), 0);
    const running = cache.start();
    cache.forgetAll();
    cache.keep('s2', 'a2', 'row 2', running, 0);
    expect(cache.size).toBe(0);
  });

  it('keeps and answers nothing while changes may go untold, and starts empty when told again', () => {
    const cache = new SessionLookupCache<string>(LIMITS);
    cache.keep('s1', 'a1', 'before listening', cache.start(), 0);
    expect(cache.find('s1', 1)).toBeUndefined();
    cache.trust(true);
    cache.keep('s1', 'a1', 'row 1', cache.start(), 0);
    cache.trust(false);
    expect(cache.find('s1', 1)).toBeUndefined();
    cache.trust(true);
    expect(cache.find('s1', 1)).toBeUndefined();
  });

  it('drops the least recently used lookup past its size', () => {
    const cache = trustedCache();
    cache.keep('s1', 'a1', 'row 1', cache.start(), 0);
    cache.keep('s2', 'a2', 'row 2', cache.start(), 0);
    cache.keep('s3', 'a3', 'row 3', cache.start(), 0);
    expect(cache.find('s1', 1)).toBe('row 1');
    cache.keep('s4', 'a4', 'row 4', cache.start(), 0);
    expect(cache.size).toBe(3);
    expect(cache.find('s2', 1)).toBeUndefined();
    expect(cache.find('s1', 1)).toBe('row 1');
    // The dropped lookup's account is no longer indexed: forgetting it leaves the others.
    cache.forgetAccount('a2');
    expect(cache.find('s3', 1)).toBe('row 3');
  });
});
