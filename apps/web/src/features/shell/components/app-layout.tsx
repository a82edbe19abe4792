import type { MouseEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { SessionAccount, SessionInfo } from '@cloud-portal/contract/session';
import { MEDIUM_SCREEN_QUERY, useMediaQuery } from '@/lib/hooks/use-media-query';
import { AnnouncementBar } from '../notifications/components/announcement-bar';
import { Footer } from './footer';
import { Header } from './header';
import { MainNavigation } from './main-navigation';
import styles from './app-layout.module.css';

export const MAIN_CONTENT_ID = 'main-content';

export interface AppLayoutProps {
  session: SessionInfo | null;
  /** While the first route loads: the profile kept from the last visit (see Header). */
  keptProfile?: SessionAccount | null;
  onSignOut: () => void;
  /** The screen; nothing while a route is still loading (an empty main area). */
  children?: ReactNode;
  /** The main area is still loading, though it shows something already (a preview). */
  isLoading?: boolean;
  /** The announcement bar and the notification bell: for a signed-in user on a main screen. */
  showNotices?: boolean;
}

/**
 * The page frame of every screen: skip link, header, main landmark, footer. A signed-in
 * user on a wide screen also has the navigation as a side column (on small screens it is
 * the header's sidebar).
 */
export function AppLayout({ session, keptProfile, onSignOut, children, isLoading = false, showNotices = false }: AppLayoutProps) {
  const { t } = useTranslation();
  const isMediumScreen = useMediaQuery(MEDIUM_SCREEN_QUERY);
  const hasSideNavigation = session !== null && !isMediumScreen;

  // The address holds the route (hash routing), so the skip link moves focus itself
  // instead of changing the hash.
  function skipToContent(event: MouseEvent<HTMLAnchorElement>) {
    event.preventDefault();
    document.getElementById(MAIN_CONTENT_ID)?.focus();
  }

  return (
    <>
      <a className={styles.skipLink} href={`#${MAIN_CONTENT_ID}`} onClick={skipToContent}>
        {t('shell.skipToContent')}
      </a>
      <Header session={session} keptProfile={keptProfile} onSignOut={onSignOut} showNotifications={showNotices && session !== null} />
      {showNotices && session !== null && <AnnouncementBar onClosedAll={() => document.getElementById(MAIN_CONTENT_ID)?.focus()} />}
      <div className={styles.body}>
        {hasSideNavigation && <MainNavigation placement="side" />}
        <main
          id={MAIN_CONTENT_ID}
          className={styles.main}
          tabIndex={-1}
          aria-busy={isLoading || children === undefined || undefined}
        >
          {children}
        </main>
      </div>
      <Footer />
    </>
  );
}
