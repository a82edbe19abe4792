import { useCallback, useEffect } from 'react';
import { Outlet, useNavigate } from 'react-router';
import { PortalRoutes } from '@cloud-portal/contract/portal-routes';
import { selectSession } from '@/features/auth/auth-slice';
import { signOut } from '@/features/auth/sign-out';
import { AppLayout } from '@/features/shell/components/app-layout';
import { selectIsHighContrast } from '@/stores/preferences-slice';
import { useAppDispatch, useAppSelector } from '../hooks';

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

/** The frame around every screen, fed with the session the auth feature holds. */
export function RootLayout() {
  const session = useAppSelector(selectSession);
  const handleSignOut = useSignOut();
  useHighContrastClass();

  return (
    <AppLayout session={session} onSignOut={handleSignOut}>
      <Outlet />
    </AppLayout>
  );
}

/** While the first route loads: the frame with an empty main area (spec §2 Routing). */
export function LoadingLayout() {
  return <AppLayout session={null} onSignOut={() => undefined} />;
}
