import { forwardRef, type KeyboardEventHandler } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink, useLocation } from 'react-router';
import { PortalRoutes } from '@cloud-portal/contract/portal-routes';
import styles from './main-navigation.module.css';

type NavKey = 'home' | 'backup' | 'sync' | 'gallery' | 'devices';
type HelpKey = 'info' | 'infoDeviceBackups' | 'infoGallery' | 'infoOtherSyncedApps' | 'infoCloudTemporaryBackup' | 'infoE2ee';

const MAIN_LINKS: readonly (readonly [string, NavKey])[] = [
  [PortalRoutes.home, 'home'],
  [PortalRoutes.backup, 'backup'],
  [PortalRoutes.sync, 'sync'],
  [PortalRoutes.gallery, 'gallery'],
  [PortalRoutes.devices, 'devices'],
];

const HELP_LINKS: readonly (readonly [string, HelpKey])[] = [
  [PortalRoutes.infoOverview, 'info'],
  [PortalRoutes.infoDeviceBackups, 'infoDeviceBackups'],
  [PortalRoutes.infoGallery, 'infoGallery'],
  [PortalRoutes.infoOtherSyncedApps, 'infoOtherSyncedApps'],
  [PortalRoutes.infoCloudTemporaryBackup, 'infoCloudTemporaryBackup'],
  [PortalRoutes.infoE2ee, 'infoE2ee'],
];

export interface MainNavigationProps {
  id?: string;
  /** 'sidebar': the small-screen panel under the toolbar; 'side': the wide-screen column. */
  placement: 'sidebar' | 'side';
  onKeyDown?: KeyboardEventHandler<HTMLElement>;
}

function linkClass({ isActive }: { isActive: boolean }): string {
  return [styles.link, isActive ? styles.active : undefined].filter(Boolean).join(' ');
}

/**
 * The portal's navigation (spec §2 Small-screen toolbar: Home, Backups, Synced apps,
 * Gallery, My devices and the help pages). The same list is the sidebar on small screens
 * and a persistent side column on wide ones. The current page is marked (aria-current).
 * On the locked-cloud page only the help pages are offered: every screen with data answers
 * "locked" and leads straight back there.
 */
export const MainNavigation = forwardRef<HTMLElement, MainNavigationProps>(function MainNavigation(
  { id, placement, onKeyDown },
  ref,
) {
  const { t } = useTranslation();
  const isLockedPage = useLocation().pathname === PortalRoutes.error403Locked;
  return (
    <nav
      ref={ref}
      id={id}
      className={placement === 'sidebar' ? styles.sidebar : styles.side}
      aria-label={t('shell.nav.label')}
      onKeyDown={onKeyDown}
    >
      {!isLockedPage && (
        <ul className={styles.list}>
          {MAIN_LINKS.map(([to, key]) => (
            <li key={to}>
              <NavLink to={to} end className={linkClass}>
                {t(`shell.nav.${key}`)}
              </NavLink>
            </li>
          ))}
        </ul>
      )}
      <h2 className={styles.groupTitle} id={`${id ?? placement}-help`}>
        {t('shell.nav.help')}
      </h2>
      <ul className={styles.list} aria-labelledby={`${id ?? placement}-help`}>
        {HELP_LINKS.map(([to, key]) => (
          <li key={to}>
            <NavLink to={to} end className={linkClass}>
              {t(`shell.routes.${key}`)}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
});
