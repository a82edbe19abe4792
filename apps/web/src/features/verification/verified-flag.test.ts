import { describe, expect, it } from 'vitest';
import { createEncryptedStorage } from '@/lib/storage/encrypted-storage';
import { LocalStorageKeys } from '@/lib/storage/storage-keys';
import { memoryKeyStore } from '@/testing/memory-key-store';
import { readVerifiedFlag, rememberVerified } from './verified-flag';

describe('verified flag', () => {
  it('is stored sealed, read back, and removed', async () => {
    const storage = createEncryptedStorage({ keyStore: memoryKeyStore(), storage: localStorage });
    await rememberVerified(true, storage);
    const raw = localStorage.getItem(LocalStorageKeys.verified);
    expect(raw).not.toBeNull();
    expect(raw).not.toContain('true');
    expect(await readVerifiedFlag(storage)).toBe(true);

    await rememberVerified(false, storage);
    expect(localStorage.getItem(LocalStorageKeys.verified)).toBeNull();
    expect(await readVerifiedFlag(storage)).toBe(false);
  });

  it('never rejects when storage cannot be used', async () => {
    const failing = createEncryptedStorage({
      keyStore: { load: () => Promise.reject(new Error('no IndexedDB')), saveIfAbsent: () => Promise.reject(new Error('no IndexedDB')) },
      storage: localStorage,
    });
    await expect(rememberVerified(true, failing)).resolves.toBeUndefined();
    expect(await readVerifiedFlag(failing)).toBe(false);
  });
});
