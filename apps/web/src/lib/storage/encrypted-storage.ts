import { openDB } from 'idb';

/**
 * Encryption at rest for what the portal keeps in local storage (spec §3: the persisted
 * client store, the profile). Values are sealed with AES-GCM under a 256-bit key that
 * WebCrypto creates as NON-extractable: script can use it but never read its bytes, so a
 * copy of local storage (a backup, a shared computer, an extension reading storage) is
 * useless without this browser's key store. The key lives in IndexedDB, which stores
 * CryptoKey objects as they are; it is never exported.
 */

/** Where the key is kept. IndexedDB in the browser; tests hand in their own. */
export interface KeyStore {
  /** The key made earlier, if any. */
  load(): Promise<CryptoKey | undefined>;
  /**
   * Keeps a new key unless one is there already (another tab may have made one first);
   * answers the key to use from now on.
   */
  saveIfAbsent(key: CryptoKey): Promise<CryptoKey>;
}

/** The key database (apart from the spec's 'eof' database, whose stores are fixed). */
export const KEY_DATABASE_NAME = 'cp-keys';
const KEY_STORE_NAME = 'keys';
const KEY_ID = 'local-storage';

/** The sealed form of one value, as written to storage. */
interface SealedValue {
  v: 1;
  /** 96-bit random nonce, base64. */
  iv: string;
  /** Ciphertext with the GCM tag, base64. */
  data: string;
}

const ALGORITHM = { name: 'AES-GCM', length: 256 } as const;
const IV_BYTES = 12;

/**
 * The browser's key store: one IndexedDB database holding one CryptoKey. Each operation
 * opens and closes its connection, so deleting the database (full logout) is never blocked.
 */
export function indexedDbKeyStore(databaseName: string = KEY_DATABASE_NAME): KeyStore {
  const open = () =>
    openDB(databaseName, 1, {
      upgrade(db) {
        db.createObjectStore(KEY_STORE_NAME);
      },
    });
  return {
    async load() {
      const db = await open();
      try {
        const key: unknown = await db.get(KEY_STORE_NAME, KEY_ID);
        return key instanceof CryptoKey ? key : undefined;
      } finally {
        db.close();
      }
    },
    async saveIfAbsent(key) {
      const db = await open();
      try {
        const tx = db.transaction(KEY_STORE_NAME, 'readwrite');
        const existing: unknown = await tx.store.get(KEY_ID);
        if (existing instanceof CryptoKey) {
          await tx.done;
          return existing;
        }
        await tx.store.put(key, KEY_ID);
        await tx.done;
        return key;
      } finally {
        db.close();
      }
    },
  };
}

/** Full logout: forget the key, so anything sealed under it can never be opened again. */
export function deleteKeyDatabase(databaseName: string = KEY_DATABASE_NAME): void {
  if (typeof indexedDB !== 'undefined') indexedDB.deleteDatabase(databaseName);
}

export interface EncryptedStorage {
  /** The value stored under `key`, or null when there is none or it cannot be opened. */
  getItem<T>(key: string): Promise<T | null>;
  setItem(key: string, value: unknown): Promise<void>;
  removeItem(key: string): void;
}

export interface EncryptedStorageOptions {
  keyStore?: KeyStore;
  storage?: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;
  subtle?: SubtleCrypto;
  randomBytes?: (length: number) => Uint8Array<ArrayBuffer>;
}

/**
 * Local storage with every value sealed (AES-GCM). The storage key is bound in as
 * additional data, so a sealed value moved under another key does not open. A value that
 * does not open (tampered, or sealed under a key since forgotten) is removed and read as
 * missing: the persisted store then simply starts afresh.
 */
export function createEncryptedStorage(options: EncryptedStorageOptions = {}): EncryptedStorage {
  const keyStore = options.keyStore ?? indexedDbKeyStore();
  // Read when used, not when made: a browser with storage switched off throws on access,
  // and that must not stop the app from starting.
  const storage = () => options.storage ?? window.localStorage;
  const subtle = options.subtle ?? globalThis.crypto.subtle;
  const randomBytes =
    options.randomBytes ??
    ((length: number) => globalThis.crypto.getRandomValues(new Uint8Array(length)));

  let keyPromise: Promise<CryptoKey> | null = null;

  async function loadOrCreateKey(): Promise<CryptoKey> {
    const existing = await keyStore.load();
    if (existing) return existing;
    // Non-extractable: exportKey refuses it, and so does every other way out of WebCrypto.
    const created = await subtle.generateKey(ALGORITHM, false, ['encrypt', 'decrypt']);
    return keyStore.saveIfAbsent(created);
  }

  function currentKey(): Promise<CryptoKey> {
    keyPromise ??= loadOrCreateKey().catch((error: unknown) => {
      keyPromise = null;
      throw error;
    });
    return keyPromise;
  }

  return {
    async getItem<T>(key: string): Promise<T | null> {
      try {
        const stored = storage().getItem(key);
        if (stored === null) return null;
        const sealed = parseSealed(stored);
        const plain = await subtle.decrypt(
          { name: 'AES-GCM', iv: fromBase64(sealed.iv), additionalData: encode(key) },
          await currentKey(),
          fromBase64(sealed.data),
        );
        return JSON.parse(new TextDecoder().decode(plain)) as T;
      } catch {
        try {
          storage().removeItem(key);
        } catch {
          // Storage switched off: there is nothing to remove.
        }
        return null;
      }
    },
    async setItem(key: string, value: unknown): Promise<void> {
      const iv = randomBytes(IV_BYTES);
      const data = await subtle.encrypt(
        { name: 'AES-GCM', iv, additionalData: encode(key) },
        await currentKey(),
        encode(JSON.stringify(value)),
      );
      const sealed: SealedValue = { v: 1, iv: toBase64(iv), data: toBase64(new Uint8Array(data)) };
      storage().setItem(key, JSON.stringify(sealed));
    },
    removeItem(key: string): void {
      storage().removeItem(key);
    },
  };
}

function parseSealed(text: string): SealedValue {
  const value: unknown = JSON.parse(text);
  if (
    typeof value === 'object' &&
    value !== null &&
    (value as SealedValue).v === 1 &&
    typeof (value as SealedValue).iv === 'string' &&
    typeof (value as SealedValue).data === 'string'
  ) {
    return value as SealedValue;
  }
  throw new Error('Not a sealed value');
}

function encode(text: string): Uint8Array<ArrayBuffer> {
  return new TextEncoder().encode(text);
}

function toBase64(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}

function fromBase64(text: string): Uint8Array<ArrayBuffer> {
  const binary = atob(text);
  const bytes = new Uint8Array(binary.length);
  for (let index = 0; index < binary.length; index += 1) bytes[index] = binary.charCodeAt(index);
  return bytes;
}
