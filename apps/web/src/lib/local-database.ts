import { openDB, type DBSchema, type IDBPDatabase } from 'idb';

/**
 * The local database of spec §3: 'eof', version 4, with the stores gallery, drive,
 * gallery-rsrc and drive-rsrc. The plain stores hold records about files (keyed by the
 * file's id); the `-rsrc` stores hold the files' bytes (thumbnails and the like) as
 * Blobs under the same id. Keys are given on each write (no key path), so every store
 * takes the id its feature uses. Full logout deletes the whole database.
 */
export const LOCAL_DATABASE_NAME = 'eof';
export const LOCAL_DATABASE_VERSION = 4;

export const LOCAL_STORE_NAMES = ['gallery', 'drive', 'gallery-rsrc', 'drive-rsrc'] as const;
export type LocalStoreName = (typeof LOCAL_STORE_NAMES)[number];

/** A record about one gallery or drive file; which fields it holds is the feature's choice. */
export type LocalFileRecord = Readonly<Record<string, unknown>>;

export interface LocalDatabaseSchema extends DBSchema {
  gallery: { key: string; value: LocalFileRecord };
  drive: { key: string; value: LocalFileRecord };
  'gallery-rsrc': { key: string; value: Blob };
  'drive-rsrc': { key: string; value: Blob };
}

export type LocalDatabase = IDBPDatabase<LocalDatabaseSchema>;

/** The part of a database an upgrade touches (IDBDatabase in the browser, a stub in tests). */
export interface UpgradableDatabase {
  readonly objectStoreNames: {
    contains(name: string): boolean;
    [index: number]: string;
    length: number;
  };
  createObjectStore(name: string): unknown;
  deleteObjectStore(name: string): void;
}

/**
 * Brings any earlier version to version 4: the four stores exist, and stores of earlier
 * versions that version 4 no longer has are dropped (what they held was only a cache).
 */
export function upgradeLocalDatabase(db: UpgradableDatabase): void {
  const wanted: readonly string[] = LOCAL_STORE_NAMES;
  const existing = Array.from(
    { length: db.objectStoreNames.length },
    (_, index) => db.objectStoreNames[index] ?? '',
  );
  for (const name of existing) if (!wanted.includes(name)) db.deleteObjectStore(name);
  for (const name of LOCAL_STORE_NAMES)
    if (!db.objectStoreNames.contains(name)) db.createObjectStore(name);
}

/**
 * Opens (creating or upgrading) the database. When another tab — or full logout — wants
 * to delete or upgrade it, this connection closes itself so that never waits.
 */
export async function openLocalDatabase(): Promise<LocalDatabase> {
  const db: LocalDatabase = await openDB<LocalDatabaseSchema>(
    LOCAL_DATABASE_NAME,
    LOCAL_DATABASE_VERSION,
    {
      upgrade(database) {
        upgradeLocalDatabase(database as unknown as UpgradableDatabase);
      },
      blocking() {
        db.close();
      },
    },
  );
  return db;
}
