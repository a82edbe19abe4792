import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { PortalRoutes } from '@cloud-portal/contract/portal-routes';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { clearPendingVerification } from './pending-verification-cookies';
import { verificationExpired } from './verification-slice';

/**
 * Spec §4 Verification time-out: when the pending request's expiry passes while a
 * verification page is on show, the request is forgotten and the user goes back to `#/`
 * (where an unverified browser is sent to verification again, which then says it expired).
 */
export function useVerificationTimeout(): void {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const expiresAt = useAppSelector((state) => state.verification.expiresAt);

  useEffect(() => {
    if (expiresAt === null) return undefined;
    let done = false;
    let timer: number | undefined;
    const expire = () => {
      if (done) return;
      const left = expiresAt - Date.now();
      if (left > 0) {
        window.clearTimeout(timer);
        timer = window.setTimeout(expire, left);
        return;
      }
      done = true;
      clearPendingVerification();
      dispatch(verificationExpired({ code: null }));
      void navigate(PortalRoutes.home);
    };
    expire();
    // Timers in background tabs run late: look again as soon as the tab is back.
    document.addEventListener('visibilitychange', expire);
    return () => {
      done = true;
      window.clearTimeout(timer);
      document.removeEventListener('visibilitychange', expire);
    };
  }, [expiresAt, dispatch, navigate]);
}
