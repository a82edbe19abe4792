import { useEffect, useRef } from 'react';
import { TOKEN_POLL_INTERVAL_MS } from '@cloud-portal/domain/constants';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { pollVerification, type PollOutcome } from './poll-verification';

/**
 * While a request is pending, polls its status every 5 seconds (spec §4, §9), one poll at a
 * time; stops when the screen goes away or the request ends. `onVerified` runs once the
 * server says this browser is verified.
 */
export function useVerificationPolling(onVerified: () => void, intervalMs: number = TOKEN_POLL_INTERVAL_MS): void {
  const dispatch = useAppDispatch();
  const authCode = useAppSelector((state) => (state.verification.phase === 'pending' ? state.verification.authCode : null));
  const callback = useRef(onVerified);
  useEffect(() => {
    callback.current = onVerified;
  }, [onVerified]);
  // Verification itself ends the polling effect (the code is dropped), so whether the screen
  // is still there to move on is tracked apart from it.
  const mounted = useRef(false);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  useEffect(() => {
    if (authCode === null) return undefined;
    // A poll already sent is left to finish rather than aborted: its answer is simply not
    // acted on. (An abort that lands while the 401 "pending" body is read would leave an
    // error without its rcode, which the global handler takes for a lost session.)
    let stopped = false;
    let timer: number | undefined;
    const schedule = () => {
      timer = window.setTimeout(() => {
        void dispatch(pollVerification()).then((outcome: PollOutcome) => {
          if (outcome === 'verified') {
            if (mounted.current) callback.current();
          } else if (outcome === 'pending' && !stopped) {
            schedule();
          }
        });
      }, intervalMs);
    };
    schedule();
    return () => {
      stopped = true;
      window.clearTimeout(timer);
    };
  }, [authCode, dispatch, intervalMs]);
}
