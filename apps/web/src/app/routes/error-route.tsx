import { useRouteError, isRouteErrorResponse } from 'react-router';
import { selectIsLoggedIn, selectSession } from '@/features/auth/auth-slice';
import { ErrorPage } from '@/features/errors/components/error-page';
import type { ErrorVariant } from '@/features/errors/error-variants';
import { AppLayout } from '@/features/shell/components/app-layout';
import { useAppSelector } from '../hooks';
import { useSignOut } from './root-layout';

export function ErrorRoute({ variant }: { variant: ErrorVariant }) {
  const isSignedIn = useAppSelector(selectIsLoggedIn);
  const handleSignOut = useSignOut();
  return <ErrorPage variant={variant} isSignedIn={isSignedIn} onSignOut={handleSignOut} />;
}

/**
 * A screen that failed to render or load shows the 500 page in the usual frame, never a
 * blank screen. The frame is drawn here because the root layout itself may have failed.
 */
export function RouteErrorBoundary() {
  const error = useRouteError();
  const session = useAppSelector(selectSession);
  const handleSignOut = useSignOut();
  const isNotFound = isRouteErrorResponse(error) && error.status === 404;
  if (!isNotFound) console.error(error);

  return (
    <AppLayout session={session} onSignOut={handleSignOut}>
      <ErrorPage variant={isNotFound ? '404' : '500'} isSignedIn={session !== null} />
    </AppLayout>
  );
}
