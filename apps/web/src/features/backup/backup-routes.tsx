import type { RouteObject } from 'react-router';
import { PortalRoutes } from '@cloud-portal/contract/portal-routes';
import type { AppStore } from '@/app/store';
import { keepDataWhenOnlyOverlayChanges } from '@/lib/hash-overlay';
import { BackupDeletePage } from './components/backup-delete-page';
import { BackupDetailDeletePage } from './components/backup-detail-delete-page';
import { BackupDetailPage } from './components/backup-detail-page';
import { BackupLayout } from './components/backup-layout';
import { BackupPage } from './components/backup-page';
import {
  backupDeleteLoader,
  backupDetailDeleteLoader,
  backupDetailLoader,
  backupListLoader,
} from './backup-loaders';

/**
 * The backup screens of spec §2, for the children of the `protected` route. Opening or
 * closing the confirmation dialog (`#confirmationDialog`) does not load them again.
 */
export function backupRoutes(store: AppStore): RouteObject[] {
  return [
    {
      path: PortalRoutes.backup,
      element: <BackupLayout />,
      shouldRevalidate: keepDataWhenOnlyOverlayChanges,
      children: [
        {
          index: true,
          loader: backupListLoader(store),
          shouldRevalidate: keepDataWhenOnlyOverlayChanges,
          element: <BackupPage />,
        },
        {
          path: PortalRoutes.backupDelete,
          loader: backupDeleteLoader(store),
          shouldRevalidate: keepDataWhenOnlyOverlayChanges,
          element: <BackupDeletePage />,
        },
        {
          path: PortalRoutes.backupDetail,
          loader: backupDetailLoader(store),
          shouldRevalidate: keepDataWhenOnlyOverlayChanges,
          element: <BackupDetailPage />,
        },
        {
          path: PortalRoutes.backupDetailDelete,
          loader: backupDetailDeleteLoader(store),
          shouldRevalidate: keepDataWhenOnlyOverlayChanges,
          element: <BackupDetailDeletePage />,
        },
      ],
    },
  ];
}
