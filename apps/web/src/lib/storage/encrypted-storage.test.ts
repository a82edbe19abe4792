import { describe, expect, it } from 'vitest';
import { createEncryptedStorage, type KeyStore } from './encrypted-storage';

/** jsdom has WebCrypto but no IndexedDB: the key store is a variable. */
function memoryKeyStore(): KeyStore & { key: CryptoKey | undefined } {
  const store: KeyStore & { key: CryptoKey | undefined } = {
    key: undefined,
    load: async () => store.key,
    saveIfAbsent: async (key) => {
      store.key ??= key;
      return store.key;
    },
  };
  return store;
}

describe('encrypted storage', () => {
  it('reads back what it wrote, and local storage never holds it in clear', async () => {
    const storage = createEncryptedStorage({ keyStore: memoryKeyStore(), storage: localStorage });
    const value = { devices: [{ model: 'CP-P9100', alias: "Alex's phone" }], tab: 'sync' };

    await storage.setItem('cp.test', value);

    const raw = localStorage.getItem('cp.test') ?? '';
    expect(raw).not.toContain('CP-P9100');
    expect(raw).not.toContain('Alex');
    expect(JSON.parse(raw)).toMatchObject({
      v: 1,
      iv: expect.any(String),
      data: expect.any(String),
    });
    expect(await storage.getItem('cp.test')).toEqual(value);
  });

  it('makes one non-extractable AES-GCM key and keeps using it', async () => {
    const keyStore = memoryKeyStore();
    const storage = createEncryptedStorage({ keyStore, storage: localStorage });
    await storage.setItem('cp.a', 1);
    await storage.setItem('cp.b', 2);

    const key = keyStore.key as CryptoKey;
    expect(key.extractable).toBe(false);
    expect(key.algorithm).toMatchObject({ name: 'AES-GCM', length: 256 });
    await expect(crypto.subtle.exportKey('raw', key)).rejects.toThrow();

    // A second instance (the next page load) opens the values with the stored key.
    const nextLoad = createEncryptedStorage({ keyStore, storage: localStorage });
    expect(await nextLoad.getItem('cp.a')).toBe(1);
    expect(await nextLoad.getItem('cp.b')).toBe(2);
  });

  it('seals each write with a fresh nonce', async () => {
    const storage = createEncryptedStorage({ keyStore: memoryKeyStore(), storage: localStorage });
    await storage.setItem('cp.a', 'same');
    const first = localStorage.getItem('cp.a');
    await storage.setItem('cp.a', 'same');
    expect(localStorage.getItem('cp.a')).not.toBe(first);
  });

  it('reads a value sealed under a forgotten key as missing, and removes it', async () => {
    await createEncryptedStorage({ keyStore: memoryKeyStore(), storage: localStorage }).setItem(
      'cp.a',
      'x',
    );

    const withNewKey = createEncryptedStorage({
      keyStore: memoryKeyStore(),
      storage: localStorage,
    });
    expect(await withNewKey.getItem('cp.a')).toBeNull();
    expect(localStorage.getItem('cp.a')).toBeNull();
  });

  it('does not open a value moved under another storage key', async () => {
    const storage = createEncryptedStorage({ keyStore: memoryKeyStore(), storage: localStorage });
    await storage.setItem('cp.a', 'secret');
    localStorage.setItem('cp.b', localStorage.getItem('cp.a') ?? '');
    expect(await storage.getItem('cp.b')).toBeNull();
  });

  it('reads tampered or foreign text as missing', async () => {
    const storage = createEncryptedStorage({ keyStore: memoryKeyStore(), storage: localStorage });
    await storage.setItem('cp.a', 'secret');
    const sealed = JSON.parse(localStorage.getItem('cp.a') ?? '{}') as { data: string };
    const flipped = sealed.data.startsWith('A')
      ? `B${sealed.data.slice(1)}`
      : `A${sealed.data.slice(1)}`;
    localStorage.setItem('cp.a', JSON.stringify({ ...sealed, data: flipped }));
    expect(await storage.getItem('cp.a')).toBeNull();

    localStorage.setItem('cp.c', 'plain text');
    expect(await storage.getItem('cp.c')).toBeNull();
    expect(await storage.getItem('cp.never-written')).toBeNull();
  });

  it('removes a value', async () => {
    const storage = createEncryptedStorage({ keyStore: memoryKeyStore(), storage: localStorage });
    await storage.setItem('cp.a', 'x');
    storage.removeItem('cp.a');
    expect(localStorage.getItem('cp.a')).toBeNull();
  });
});
