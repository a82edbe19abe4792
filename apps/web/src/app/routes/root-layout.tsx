import { useCallback, useEffect } from 'react';
import { Outlet, useLocation, useMatches, useNavigate } from 'react-router';
import { PortalRoutes } from '@cloud-portal/contract/portal-routes';
import { getSession } from '@/features/auth/api/get-session';
import { selectIsLoggedIn, selectSession } from '@/features/auth/auth-slice';
import { selectKeptProfile } from '@/features/auth/profile-slice';
import { fullLogout } from '@/features/auth/full-logout';
import { signOut } from '@/features/auth/sign-out';
import { AnalyticsPageviews } from '@/features/cookies/components/analytics-pageviews';
import { CookieBanner } from '@/features/cookies/components/cookie-banner';
import { CookieSettingsDialog } from '@/features/cookies/components/cookie-settings-dialog';
import { HomePreview } from '@/features/home/components/home-preview';
import { EnglishOnlyNote } from '@/features/locale/components/english-only-note';
import { LocationLanguagePage } from '@/features/locale/components/location-language-page';
import { SessionTimeout } from '@/features/session-timeout/components/session-timeout';
import { AppLayout } from '@/features/shell/components/app-layout';
import { NavigationProgress } from '@/features/shell/components/navigation-progress';
import { hideScrollBarsWhenIdle } from '@/features/shell/idle-scroll-bar';
import { useIsHydrated } from '@/lib/hooks/use-is-hydrated';
import { selectIsHighContrast } from '@/stores/preferences-slice';
import { useAppDispatch, useAppSelector } from '../hooks';
import { useLiveAccountChanges } from '../use-live-account-changes';

/** Signs out from the drawer; lands on the sign-out page even when the server cannot be asked. */
export function useSignOut(): () => void {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  return useCallback(() => {
    void dispatch(signOut('signOut')).then(async (leftForProvider) => {
      if (!leftForProvider) await navigate(PortalRoutes.logout);
    });
  }, [dispatch, navigate]);
}

/** High contrast is a class on the root element (spec §4 Toggles); the theme reads it. */
function useHighContrastClass(): void {
  const isHighContrast = useAppSelector(selectIsHighContrast);
  useEffect(() => {
    document.documentElement.classList.toggle('high-contrast', isHighContrast);
  }, [isHighContrast]);
}

/**
 * Spec §4 Session time-out, when the time is up: the session and stored data are cleared
 * (the sign-out reason is the one item kept), then the time-out sign-out leaves for the
 * provider, which returns to #/timeout; without the server, the time-out page shows anyway.
 * The cached answers are purged on landing there: purging them here would make the screen
 * on show fetch them again, into the ended session.
 */
function useTimeoutSignOut(): () => void {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  return useCallback(() => {
    dispatch(fullLogout());
    void dispatch(signOut('timeout')).then(async (leftForProvider) => {
      if (!leftForProvider) await navigate(PortalRoutes.timeout);
    });
  }, [dispatch, navigate]);
}

/** The session check slides the server session (docs/decisions.md), so it is the keep-alive. */
function keepServerSessionAlive(): void {
  void getSession().catch(() => undefined);
}

/**
 * What the frame shows over or beside any screen: the cookie banner and settings, the
 * location and language page.
 */
export function FrameOverlays() {
  return (
    <>
      <CookieBanner />
      <CookieSettingsDialog />
      <LocationLanguagePage />
    </>
  );
}

/**
 * The frame around every screen, fed with the session the auth feature holds. On main
 * (protected) routes a signed-in user has the idle time-out running (spec §2 Routing);
 * every screen counts a pageview where analytics is allowed.
 */
export function RootLayout() {
  const session = useAppSelector(selectSession);
  const isLoggedIn = useAppSelector(selectIsLoggedIn);
  const isMainRoute = useMatches().some((match) => match.id === 'protected');
  const handleSignOut = useSignOut();
  const handleTimeout = useTimeoutSignOut();
  useHighContrastClass();
  useEffect(() => hideScrollBarsWhenIdle(), []);
  useLiveAccountChanges(isLoggedIn && isMainRoute);

  return (
    <>
      <AppLayout session={session} onSignOut={handleSignOut} showNotices={isLoggedIn && isMainRoute}>
        {/* First in the main area: read before the screen, and the skip link still leads. */}
        <EnglishOnlyNote />
        <Outlet />
      </AppLayout>
      <NavigationProgress />
      <FrameOverlays />
      <SessionTimeout
        active={isLoggedIn && isMainRoute}
        onTimeout={handleTimeout}
        onKeepAlive={keepServerSessionAlive}
        onSignOut={handleSignOut}
      />
      <AnalyticsPageviews />
    </>
  );
}

/**
 * While the first route loads: the frame, with the picture of the profile the persisted
 * client store kept until the session check answers, and an empty main area — on the home
 * screen, its preview. The build draws the frame at home, preview and all; taking it over
 * on another screen, the app's first render is the build's, and the preview (hidden there
 * from the first paint) goes once it has taken over.
 */
export function LoadingLayout() {
  const keptProfile = useAppSelector(selectKeptProfile);
  // This browser's kept profile is not in the frame the build drew: it joins once the app has taken over.
  const isHydrated = useIsHydrated();
  const isHome = useLocation().pathname === PortalRoutes.home;
  return (
    <AppLayout session={null} keptProfile={isHydrated ? keptProfile : null} onSignOut={() => undefined} isLoading>
      {!isHydrated || isHome ? <HomePreview /> : undefined}
    </AppLayout>
  );
}
