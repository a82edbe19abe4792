import { useMemo } from 'react';
import { idleTimeoutMs, idleWarningMs } from '@/lib/idle-timeout-config';
import { useIdleTimeout } from '../use-idle-timeout';
import { SessionTimeoutWarning } from './session-timeout-warning';

export interface SessionTimeoutProps {
  /** Signed in and on a main route: the idle timer runs (spec §2 Routing). */
  active: boolean;
  /** Sign out for inactivity: the time-out sign-out, landing on #/timeout. */
  onTimeout: () => void;
  /** Slide the server session (GET /auth/session). */
  onKeepAlive: () => void;
  /** Sign out now, from the warning. */
  onSignOut: () => void;
}

/** The idle time-out of spec §4 and its warning dialog; the app layer supplies the effects. */
export function SessionTimeout({ active, onTimeout, onKeepAlive, onSignOut }: SessionTimeoutProps) {
  // Read once per mount: the run-time override is set before the page loads.
  const timeoutMs = useMemo(() => idleTimeoutMs(), []);
  const { warningUntil, staySignedIn } = useIdleTimeout({
    active,
    timeoutMs,
    warningMs: idleWarningMs(timeoutMs),
    onTimeout,
    onKeepAlive,
  });
  return (
    <SessionTimeoutWarning signOutAt={warningUntil} onStaySignedIn={staySignedIn} onSignOut={onSignOut} />
  );
}
