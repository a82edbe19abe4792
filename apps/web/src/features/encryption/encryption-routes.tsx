import type { RouteObject } from 'react-router';
import { PortalRoutes } from '@cloud-portal/contract/portal-routes';
import type { AppStore } from '@/app/store';
import { keepDataWhenOnlyOverlayChanges } from '@/lib/hash-overlay';
import { EncryptionPage } from './components/encryption-page';
import { encryptionLoader } from './encryption-loader';

/**
 * The encryption screen, a child of the protected route: E2EE groups and devices together
 * with the EDP reset, on the spec's /reset_edp_status (docs/decisions.md).
 */
export function encryptionRoutes(store: AppStore): RouteObject[] {
  return [
    {
      path: PortalRoutes.resetEdpStatus,
      loader: encryptionLoader(store),
      // The reset's #confirmationDialog changes only the hash: nothing to load again.
      shouldRevalidate: keepDataWhenOnlyOverlayChanges,
      element: <EncryptionPage />,
    },
  ];
}
