import { createEncryptedStorage, type EncryptedStorage } from '@/lib/storage/encrypted-storage';
import { LocalStorageKeys } from '@/lib/storage/storage-keys';

/**
 * The "this browser passed web sign-in verification" flag (spec §4: "an encrypted verified
 * flag is stored"), sealed with AES-GCM in local storage (lib/storage/encrypted-storage.ts). The
 * server decides who is verified; the flag only remembers its last answer. The global error
 * handler removes it on 403 101403/101001.
 */
let defaultStorage: EncryptedStorage | null = null;

function storage(): EncryptedStorage {
  defaultStorage ??= createEncryptedStorage();
  return defaultStorage;
}

/** Stores (true) or removes (false) the flag. Never rejects: without storage there is no flag to keep. */
export async function rememberVerified(isVerified: boolean, store: EncryptedStorage = storage()): Promise<void> {
  try {
    if (isVerified) await store.setItem(LocalStorageKeys.verified, true);
    else store.removeItem(LocalStorageKeys.verified);
  } catch {
    // Storage or WebCrypto switched off: the server's answer still holds.
  }
}

/** The stored flag; false when there is none or it cannot be opened. */
export async function readVerifiedFlag(store: EncryptedStorage = storage()): Promise<boolean> {
  try {
    return (await store.getItem<boolean>(LocalStorageKeys.verified)) === true;
  } catch {
    return false;
  }
}
