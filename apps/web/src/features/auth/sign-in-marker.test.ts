import { describe, expect, it } from 'vitest';
import { PortalRoutes } from '@cloud-portal/contract/portal-routes';
import type { EncryptedStorage } from '@/lib/storage/encrypted-storage';
import { LocalStorageKeys } from '@/lib/storage/storage-keys';
import { rememberSignInFrom } from './sign-in-marker';

describe('rememberSignInFrom', () => {
  it('lets the sign-in go ahead when the marker cannot be sealed', async () => {
    const broken: EncryptedStorage = {
      getItem: async () => null,
      setItem: async () => {
        throw new Error('IndexedDB is switched off');
      },
      removeItem: () => undefined,
    };
    await expect(rememberSignInFrom(PortalRoutes.logout, broken)).resolves.toBeUndefined();
    expect(localStorage.getItem(LocalStorageKeys.signInFromSignedOutPage)).toBeNull();
  });
});
