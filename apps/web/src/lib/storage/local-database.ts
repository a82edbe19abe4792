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
 * to delete or upgrade it, this connection closes itself so that never waits; `onClosed`
 * hears of that, and of the browser closing it.
 */
export async function openLocalDatabase(onClosed: () => void = () => {}): Promise<LocalDatabase> {
  const db: LocalDatabase = await openDB<LocalDatabaseSchema>(
    LOCAL_DATABASE_NAME,
    LOCAL_DATABASE_VERSION,
    {
      upgrade(database) {
        upgradeLocalDatabase(database as unknown as UpgradableDatabase);
      },
      blocking() {
        db.close();
        onClosed();
      },
      terminated: onClosed,
    },
  );
  return db;
}

/** One store of the local database, seen as a cache: a key's value, or none. */
export interface LocalStore<Value> {
  get(key: string): Promise<Value | undefined>;
  put(key: string, value: Value): Promise<void>;
}

/**
 * The longest a local database call may take. Opening waits for as long as an older tab
 * holds an earlier version open; the callers fall back to the network instead.
 */
export const LOCAL_DATABASE_TIME_LIMIT_MS = 1_000;

let connection: Promise<LocalDatabase> | null = null;

/** The page's one connection, opened on first use and again after it closed or failed. */
function localDatabase(): Promise<LocalDatabase> {
  if (!connection) {
    const opening = openLocalDatabase(() => {
      if (connection === opening) connection = null;
    });
    connection = opening;
    opening.catch(() => {
      if (connection === opening) connection = null;
    });
  }
  return connection;
}

function withinTimeLimit<T>(work: Promise<T>): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error('The local database did not answer in time')),
      LOCAL_DATABASE_TIME_LIMIT_MS,
    );
    work.then(resolve, reject).finally(() => clearTimeout(timer));
  });
}

/**
 * A store of the local database. Every call may reject — no IndexedDB (private mode,
 * tests), a broken or deleted database, a slow open — and callers treat that as a miss.
 */
export function localStore<Name extends LocalStoreName>(
  name: Name,
): LocalStore<LocalDatabaseSchema[Name]['value']> {
  return {
    get: (key) => withinTimeLimit(localDatabase().then((db) => db.get(name, key))),
    put: (key, value) =>
      withinTimeLimit(localDatabase().then((db) => db.put(name, value, key))).then(() => undefined),
  };
}
