import { selectIsLoggedIn } from '@/features/auth/auth-slice';
import { ComingSoonPage } from '@/features/errors/components/coming-soon-page';
import { useAppSelector } from '../hooks';

export function ComingSoonRoute() {
  const isSignedIn = useAppSelector(selectIsLoggedIn);
  return <ComingSoonPage isSignedIn={isSignedIn} />;
}
