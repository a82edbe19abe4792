import { Outlet } from 'react-router';
import { useVerificationTimeout } from '../use-verification-timeout';

/** Every verification page: while one is on show, the pending request's expiry is watched (spec §4). */
export function VerificationLayout() {
  useVerificationTimeout();
  return <Outlet />;
}
