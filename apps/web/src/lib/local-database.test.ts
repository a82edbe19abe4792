import { describe, expect, it } from 'vitest';
import {
  LOCAL_DATABASE_NAME,
  LOCAL_DATABASE_VERSION,
  LOCAL_STORE_NAMES,
  upgradeLocalDatabase,
  type UpgradableDatabase,
} from './local-database';

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
