import type { RouteObject } from 'react-router';
import { PortalRoutes } from '@cloud-portal/contract/portal-routes';
import type { AppStore } from '@/app/store';
import { keepDataWhenOnlyOverlayChanges } from '@/lib/navigation/hash-overlay';

/**
 * The encryption screen, a child of the protected route: E2EE groups and devices together
 * with the EDP reset, on the spec's /reset_edp_status (docs/decisions.md). Fetched when first opened.
 */
export function encryptionRoutes(store: AppStore): RouteObject[] {
  return [
    {
      path: PortalRoutes.resetEdpStatus,
      // The reset's #confirmationDialog changes only the hash: nothing to load again.
      shouldRevalidate: keepDataWhenOnlyOverlayChanges,
      lazy: async () => {
        const [{ EncryptionPage }, { encryptionLoader }] = await Promise.all([
          import('./components/encryption-page'),
          import('./encryption-loader'),
        ]);
        return { Component: EncryptionPage, loader: encryptionLoader(store) };
      },
    },
  ];
}
