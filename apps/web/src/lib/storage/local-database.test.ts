import { openDB } from 'idb';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  LOCAL_DATABASE_NAME,
  LOCAL_DATABASE_TIME_LIMIT_MS,
  LOCAL_DATABASE_VERSION,
  LOCAL_STORE_NAMES,
  upgradeLocalDatabase,
  type UpgradableDatabase,
} from './local-database';

// The connection logic runs against a stand-in for idb's openDB (jsdom has no IndexedDB).
vi.mock('idb', () => ({ openDB: vi.fn() }));

/** jsdom has no IndexedDB: the upgrade runs against a database that is a list of store names. */
function stubDatabase(storeNames: string[]): UpgradableDatabase & { names: string[] } {
  const names = [...storeNames];
  const list = {
    contains: (name: string) => names.includes(name),
    get length() {
      return names.length;
    },
  } as UpgradableDatabase['objectStoreNames'];
  return {
    names,
    objectStoreNames: new Proxy(list, {
      get(target, property, receiver) {
        if (typeof property === 'string' && /^\d+$/.test(property)) return names[Number(property)];
        return Reflect.get(target, property, receiver) as unknown;
      },
    }),
    createObjectStore: (name: string) => names.push(name),
    deleteObjectStore: (name: string) => names.splice(names.indexOf(name), 1),
  };
}

describe('local database', () => {
  it("is 'eof' version 4 with the four stores of spec §3", () => {
    expect(LOCAL_DATABASE_NAME).toBe('eof');
    expect(LOCAL_DATABASE_VERSION).toBe(4);
    expect(LOCAL_STORE_NAMES).toEqual(['gallery', 'drive', 'gallery-rsrc', 'drive-rsrc']);
  });

  it('creates every store in a new database', () => {
    const db = stubDatabase([]);
    upgradeLocalDatabase(db);
    expect(db.names).toEqual(['gallery', 'drive', 'gallery-rsrc', 'drive-rsrc']);
  });

  it('adds the missing stores to an earlier version and drops stores version 4 does not have', () => {
    const db = stubDatabase(['gallery', 'thumbnails']);
    upgradeLocalDatabase(db);
    expect([...db.names].sort()).toEqual(['drive', 'drive-rsrc', 'gallery', 'gallery-rsrc']);
  });

  it('leaves a database that has the four stores as it is', () => {
    const db = stubDatabase(['gallery', 'drive', 'gallery-rsrc', 'drive-rsrc']);
    upgradeLocalDatabase(db);
    expect(db.names).toEqual(['gallery', 'drive', 'gallery-rsrc', 'drive-rsrc']);
  });
});

type OpenOptions = { blocking?: () => void; terminated?: () => void };

/** A fresh copy of the module (its one connection starts unopened) over a fake database. */
async function freshLocalStore() {
  vi.resetModules();
  const { localStore } = await import('./local-database');
  return localStore('gallery-rsrc');
}

function fakeDatabase(values: Map<string, Blob>) {
  return {
    get: vi.fn(async (_store: string, key: string) => values.get(key)),
    put: vi.fn(async (_store: string, value: Blob, key: string) => values.set(key, value)),
    close: vi.fn(),
  };
}

describe('localStore', () => {
  afterEach(() => {
    vi.mocked(openDB).mockReset();
    vi.useRealTimers();
  });

  it('opens the database once and reads back what it wrote, in the named store', async () => {
    const db = fakeDatabase(new Map());
    vi.mocked(openDB).mockResolvedValue(db as never);
    const store = await freshLocalStore();
    const blob = new Blob(['x']);

    await store.put('240:photo-1', blob);
    expect(await store.get('240:photo-1')).toBe(blob);
    expect(await store.get('240:photo-2')).toBeUndefined();
    expect(openDB).toHaveBeenCalledTimes(1);
    expect(openDB).toHaveBeenCalledWith('eof', 4, expect.anything());
    expect(db.put).toHaveBeenCalledWith('gallery-rsrc', blob, '240:photo-1');
  });

  it('rejects when the database cannot be opened, and tries again next time', async () => {
    vi.mocked(openDB).mockRejectedValueOnce(new DOMException('no', 'InvalidStateError'));
    const store = await freshLocalStore();
    await expect(store.get('240:photo-1')).rejects.toThrow('no');

    vi.mocked(openDB).mockResolvedValue(fakeDatabase(new Map()) as never);
    expect(await store.get('240:photo-1')).toBeUndefined();
    expect(openDB).toHaveBeenCalledTimes(2);
  });

  it('closes and later reopens when full logout wants the database deleted', async () => {
    const first = fakeDatabase(new Map());
    vi.mocked(openDB).mockResolvedValueOnce(first as never);
    const store = await freshLocalStore();
    await store.get('240:photo-1');

    const options = vi.mocked(openDB).mock.calls[0]?.[2] as OpenOptions;
    options.blocking?.();
    expect(first.close).toHaveBeenCalled();

    vi.mocked(openDB).mockResolvedValueOnce(fakeDatabase(new Map()) as never);
    await store.get('240:photo-1');
    expect(openDB).toHaveBeenCalledTimes(2);
  });

  it('gives up after the time limit when opening does not answer (an older tab holds it)', async () => {
    vi.useFakeTimers();
    vi.mocked(openDB).mockReturnValue(new Promise(() => {}));
    const store = await freshLocalStore();

    const read = store.get('240:photo-1');
    const settled = expect(read).rejects.toThrow('did not answer in time');
    await vi.advanceTimersByTimeAsync(LOCAL_DATABASE_TIME_LIMIT_MS);
    await settled;
  });
});
