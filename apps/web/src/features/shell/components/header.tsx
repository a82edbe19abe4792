import { useEffect, useRef, type KeyboardEvent, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { PortalRoutes } from '@cloud-portal/contract/portal-routes';
import type { SessionAccount, SessionInfo } from '@cloud-portal/contract/session';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { readSessionFlag } from '@/lib/storage/session-flag';
import { SessionStorageKeys } from '@/lib/storage/storage-keys';
import { MEDIUM_SCREEN_QUERY, useMediaQuery } from '@/lib/hooks/use-media-query';
import { selectIsSidebarOpen, sidebarClosed, sidebarToggled } from '@/stores/layout-slice';
import { selectIsHighContrast, selectIsRightToLeft } from '@/stores/preferences-slice';
import { logoClickAction } from '../logo-click';
import { logoSource } from '../logo-source';
import { backTarget, hasSmallScreenToolbar, routeTitleKey } from '../route-chrome';
import { NotificationMenu } from '../notifications/components/notification-menu';
import { MainNavigation } from './main-navigation';
import { KeptProfilePicture, ProfileMenu } from './profile-menu';
import styles from './header.module.css';

export interface HeaderProps {
  /** The signed-in session; null for a visitor (no profile button, no sidebar then). */
  session: SessionInfo | null;
  /** Without a session yet: the profile kept from the last visit, pictured while the check runs. */
  keptProfile?: SessionAccount | null;
  onSignOut: () => void;
  /** The notification bell (a signed-in user on a main screen; error and locked pages have none). */
  showNotifications?: boolean;
}

const SIDEBAR_ID = 'main-sidebar';

/** True when this tab has an earlier screen of the portal to go back to. */
function hasInAppHistory(): boolean {
  const state = window.history.state as { idx?: unknown } | null;
  return typeof state?.idx === 'number' && state.idx > 0;
}

/**
 * Spec §2 Header and Small-screen toolbar. Wide screens: the logo and the profile button.
 * At or below 960 px, routes below the home page show a toolbar instead — Back and the
 * route's title — and a signed-in user gets a toggle for the sidebar navigation; while the
 * sidebar is open the toolbar shows the logo.
 */
export function Header({ session, keptProfile = null, onSignOut, showNotifications = false }: HeaderProps) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const isMediumScreen = useMediaQuery(MEDIUM_SCREEN_QUERY);
  const isSidebarOpen = useAppSelector(selectIsSidebarOpen);
  const isHighContrast = useAppSelector(selectIsHighContrast);
  const isRightToLeft = useAppSelector(selectIsRightToLeft);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const sidebarRef = useRef<HTMLElement>(null);

  const canUseSidebar = isMediumScreen && session !== null;
  const sidebarShown = canUseSidebar && isSidebarOpen;
  const showToolbar = isMediumScreen && !sidebarShown && hasSmallScreenToolbar(pathname);

  // A new screen, a wider window or signing out closes the sidebar.
  useEffect(() => {
    dispatch(sidebarClosed());
  }, [pathname, dispatch]);
  useEffect(() => {
    if (!canUseSidebar) dispatch(sidebarClosed());
  }, [canUseSidebar, dispatch]);

  // Opening moves focus to the first link, as a menu would.
  useEffect(() => {
    if (sidebarShown) sidebarRef.current?.querySelector<HTMLElement>('a')?.focus();
  }, [sidebarShown]);

  function handleLogoClick(event: MouseEvent<HTMLAnchorElement>) {
    const action = logoClickAction(pathname, readSessionFlag(SessionStorageKeys.hasLoggedInBefore));
    // A click asking for a new tab or window opens the home page there, as links do.
    const wantsNewTab = event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey;
    if (wantsNewTab && action !== 'signOut') return;
    event.preventDefault();
    switch (action) {
      case 'signOut':
        onSignOut();
        return;
      case 'reloadHome':
        window.location.reload();
        return;
      case 'home':
        void navigate(PortalRoutes.home);
        return;
      case 'stay':
        return;
    }
  }

  function goBack() {
    if (backTarget(pathname) === 'history' && hasInAppHistory()) void navigate(-1);
    else void navigate(PortalRoutes.home);
  }

  function handleSidebarKeyDown(event: KeyboardEvent<HTMLElement>) {
    if (event.key !== 'Escape') return;
    event.preventDefault();
    dispatch(sidebarClosed());
    toggleRef.current?.focus();
  }

  return (
    <header className={styles.header}>
      <div className={styles.start}>
        {showToolbar ? (
          <>
            <button type="button" className={styles.iconButton} aria-label={t('shell.toolbar.back')} onClick={goBack}>
              <svg className={`${styles.backIcon} icon-directional`} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
                <path d="M20 11H7.83l5.59-5.59L12 4l-8 8 8 8 1.41-1.41L7.83 13H20v-2Z" />
              </svg>
            </button>
            <p className={styles.toolbarTitle}>{t(routeTitleKey(pathname))}</p>
          </>
        ) : (
          <Link to={PortalRoutes.home} className={styles.logoLink} onClick={handleLogoClick}>
            <img
              className={styles.logo}
              src={logoSource({ isHighContrast, isRightToLeft })}
              alt={t('shell.header.logoAlt')}
              width={160}
              height={32}
            />
          </Link>
        )}
      </div>
      <div className={styles.end}>
        {showNotifications && session !== null && <NotificationMenu />}
        {session !== null ? (
          <ProfileMenu account={session.account} links={session.links} onSignOut={onSignOut} />
        ) : (
          keptProfile !== null && <KeptProfilePicture account={keptProfile} />
        )}
        {canUseSidebar && (
          <button
            ref={toggleRef}
            type="button"
            className={styles.iconButton}
            aria-label={t('shell.toolbar.menu')}
            aria-expanded={sidebarShown}
            aria-controls={sidebarShown ? SIDEBAR_ID : undefined}
            onClick={() => dispatch(sidebarToggled())}
          >
            <svg className={styles.menuIcon} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
              {sidebarShown ? (
                <path d="M19 6.41 17.59 5 12 10.59 6.41 5 5 6.41 10.59 12 5 17.59 6.41 19 12 13.41 17.59 19 19 17.59 13.41 12 19 6.41Z" />
              ) : (
                <path d="M3 18h18v-2H3v2Zm0-5h18v-2H3v2Zm0-7v2h18V6H3Z" />
              )}
            </svg>
          </button>
        )}
      </div>
      {sidebarShown && (
        <MainNavigation ref={sidebarRef} id={SIDEBAR_ID} placement="sidebar" onKeyDown={handleSidebarKeyDown} />
      )}
    </header>
  );
}
