import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';

/**
 * A value made before the tests of the block that calls this (`beforeAll`) and ended after
 * them (`afterAll`); `per: 'test'` makes and ends one for each test instead. The answer reads
 * it, inside a test or a later hook.
 */
export function madeBeforeAll<T>(
  make: () => Promise<T>,
  end: (value: T) => Promise<void>,
  per: 'block' | 'test' = 'block',
): () => T {
  const [before, after] = per === 'test' ? [beforeEach, afterEach] : [beforeAll, afterAll];
  let made: { value: T } | undefined;
  before(async () => {
    made = { value: await make() };
  });
  after(async () => {
    if (!made) return;
    const { value } = made;
    made = undefined;
    await end(value);
  });
  return () => {
    if (!made) throw new Error('Made before the tests: read it inside a test or a hook.');
    return made.value;
  };
}

/**
 * A view of the value `current()` answers, each of its `keys` read from that value when read:
 * handed out while the tests are collected, read once the value is made (in a test or hook).
 */
export function viewOf<T extends object, K extends keyof T>(current: () => T, keys: readonly K[]): Pick<T, K> {
  const view = {} as Pick<T, K>;
  for (const key of keys) Object.defineProperty(view, key, { get: () => current()[key], enumerable: true });
  return view;
}
