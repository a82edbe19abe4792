import type { RouteObject } from 'react-router';
import { PortalRoutes } from '@cloud-portal/contract/portal-routes';
import type { AppStore } from '@/app/store';
import { keepDataWhenOnlyOverlayChanges } from '@/lib/navigation/hash-overlay';

/*
 * Each screen's component and loader are fetched as chunks of their own the first time the
 * screen opens (React Router `lazy`), while the session check of the protected route runs.
 */
const loaders = () => import('./backup-loaders');

/**
 * The backup screens of spec §2, for the children of the `protected` route. Opening or
 * closing the confirmation dialog (`#confirmationDialog`) does not load them again.
 */
export function backupRoutes(store: AppStore): RouteObject[] {
  return [
    {
      path: PortalRoutes.backup,
      lazy: async () => ({ Component: (await import('./components/backup-layout')).BackupLayout }),
      shouldRevalidate: keepDataWhenOnlyOverlayChanges,
      children: [
        {
          index: true,
          shouldRevalidate: keepDataWhenOnlyOverlayChanges,
          lazy: async () => {
            const [{ BackupPage }, { backupListLoader }] = await Promise.all([import('./components/backup-page'), loaders()]);
            return { Component: BackupPage, loader: backupListLoader(store) };
          },
        },
        {
          path: PortalRoutes.backupDelete,
          shouldRevalidate: keepDataWhenOnlyOverlayChanges,
          lazy: async () => {
            const [{ BackupDeletePage }, { backupDeleteLoader }] = await Promise.all([import('./components/backup-delete-page'), loaders()]);
            return { Component: BackupDeletePage, loader: backupDeleteLoader(store) };
          },
        },
        {
          path: PortalRoutes.backupDetail,
          shouldRevalidate: keepDataWhenOnlyOverlayChanges,
          lazy: async () => {
            const [{ BackupDetailPage }, { backupDetailLoader }] = await Promise.all([import('./components/backup-detail-page'), loaders()]);
            return { Component: BackupDetailPage, loader: backupDetailLoader(store) };
          },
        },
        {
          path: PortalRoutes.backupDetailDelete,
          shouldRevalidate: keepDataWhenOnlyOverlayChanges,
          lazy: async () => {
            const [{ BackupDetailDeletePage }, { backupDetailDeleteLoader }] = await Promise.all([
              import('./components/backup-detail-delete-page'),
              loaders(),
            ]);
            return { Component: BackupDetailDeletePage, loader: backupDetailDeleteLoader(store) };
          },
        },
      ],
    },
  ];
}
