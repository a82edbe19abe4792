import { createEncryptedStorage, type EncryptedStorage } from '@/lib/storage/encrypted-storage';

/**
 * The one sealed local storage of the page (spec §3 persisted client store): made once,
 * so every reader and writer shares its AES-GCM key.
 */
export const clientStorage: EncryptedStorage = createEncryptedStorage();
