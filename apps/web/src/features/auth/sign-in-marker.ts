import type { PortalRoutes } from '@cloud-portal/contract/portal-routes';
import { createEncryptedStorage, type EncryptedStorage } from '@/lib/storage/encrypted-storage';
import { LocalStorageKeys } from '@/lib/storage/storage-keys';

/** The pages whose Sign in leaves the marker: the sign-out and time-out pages. */
export type SignedOutRoute = typeof PortalRoutes.logout | typeof PortalRoutes.timeout;

/** What the marker holds: the signed-out page the sign-in started from. */
export interface SignInMarker {
  from: SignedOutRoute;
}

/**
 * Spec §2 Sign-out landing page: its Sign in "stores an encrypted marker in local storage"
 * before leaving for the provider (the time-out page's button behaves the same). Sealed
 * like the rest of local storage (lib/storage/encrypted-storage.ts). A fresh sealed storage each
 * time: entering the page forgot the key the page started with (full logout), and a value
 * sealed under that key could never be opened. Never rejects: without storage or WebCrypto
 * the sign-in goes ahead without the marker.
 */
export async function rememberSignInFrom(
  from: SignedOutRoute,
  storage: EncryptedStorage = createEncryptedStorage(),
): Promise<void> {
  try {
    await storage.setItem(LocalStorageKeys.signInFromSignedOutPage, { from } satisfies SignInMarker);
  } catch {
    // Storage, IndexedDB or WebCrypto switched off: the marker is not kept.
  }
}
