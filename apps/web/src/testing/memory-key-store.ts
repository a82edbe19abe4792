import type { KeyStore } from '@/lib/storage/encrypted-storage';

/** A key store in memory for tests: jsdom has no IndexedDB to keep the sealing key in. */
export function memoryKeyStore(): KeyStore {
  let stored: CryptoKey | undefined;
  return { load: async () => stored, saveIfAbsent: async (key) => (stored ??= key) };
}
