import { useCallback, useEffect, useRef, useState } from 'react';
import { SHORT_INTERVAL_MS } from '@cloud-portal/domain/constants';
import { isSessionHeldOpen } from '@/lib/api/session-keep-alive';
import { checkIdle } from './idle-check';
import { readIdleExpiry, writeIdleExpiry } from './idle-expiry-cookie';

/** What counts as the user being there. */
const ACTIVITY_EVENTS = ['pointerdown', 'pointermove', 'keydown', 'wheel', 'touchstart', 'scroll'] as const;

export interface UseIdleTimeoutOptions {
  /** Signed in and on a main route (spec §2 Routing): only then does the timer run. */
  active: boolean;
  timeoutMs: number;
  warningMs: number;
  /** The time is up: sign out for inactivity. Called once. */
  onTimeout: () => void;
  /** Slides the server session too, so it does not end before the page's timer. */
  onKeepAlive: () => void;
}

export interface IdleTimeout {
  /** When the warning shows: the moment the user will be signed out. */
  warningUntil: number | null;
  /** The user asked to stay signed in. */
  staySignedIn: () => void;
}

/**
 * Spec §4 Session time-out: the expiry is kept in a cookie and checked every second; activity
 * extends it (at most every few seconds) and, now and then, the server session; when it
 * passes with no keep-alive flag set, `onTimeout` runs. Before that, a warning window gives
 * the user the chance to stay (WCAG 2.2.1): activity alone no longer extends then, the user
 * must say so.
 */
export function useIdleTimeout({
  active,
  timeoutMs,
  warningMs,
  onTimeout,
  onKeepAlive,
}: UseIdleTimeoutOptions): IdleTimeout {
  const [warningUntil, setWarningUntil] = useState<number | null>(null);
  const callbacks = useRef({ onTimeout, onKeepAlive });
  useEffect(() => {
    callbacks.current = { onTimeout, onKeepAlive };
  }, [onTimeout, onKeepAlive]);

  const isWarning = useRef(false);
  const lastExtended = useRef(0);
  const lastPinged = useRef(0);
  // Activity rewrites the cookie at most this often, and pings the server at most this often.
  const throttleMs = Math.min(5000, Math.floor(timeoutMs / 10));
  const pingEveryMs = Math.floor(timeoutMs / 6);

  const extend = useCallback(
    (forcePing: boolean) => {
      const now = Date.now();
      writeIdleExpiry(now + timeoutMs);
      lastExtended.current = now;
      if (forcePing || now - lastPinged.current >= pingEveryMs) {
        lastPinged.current = now;
        callbacks.current.onKeepAlive();
      }
    },
    [timeoutMs, pingEveryMs],
  );

  useEffect(() => {
    if (!active) return undefined;
    let finished = false;
    // Arriving on the route is activity; the session check that let us in just slid the
    // server session, so no ping is needed yet.
    lastPinged.current = Date.now();
    extend(false);

    function check() {
      if (finished) return;
      const result = checkIdle({
        now: Date.now(),
        timeoutMs,
        warningMs,
        expiry: readIdleExpiry(),
        isHeldOpen: isSessionHeldOpen(),
      });
      if (result.phase === 'expired') {
        finished = true;
        window.clearInterval(interval);
        isWarning.current = false;
        setWarningUntil(null);
        callbacks.current.onTimeout();
        return;
      }
      if (result.phase === 'warning') {
        isWarning.current = true;
        setWarningUntil(result.expiresAt);
        return;
      }
      if (result.extendTo !== null) writeIdleExpiry(result.extendTo);
      // Another tab may have extended the shared expiry: the warning goes away here too.
      isWarning.current = false;
      setWarningUntil(null);
    }

    function onActivity() {
      if (finished || isWarning.current) return;
      if (Date.now() - lastExtended.current < throttleMs) return;
      extend(false);
    }

    const interval = window.setInterval(check, SHORT_INTERVAL_MS);
    for (const type of ACTIVITY_EVENTS) {
      window.addEventListener(type, onActivity, { capture: true, passive: true });
    }
    // Background tabs run timers rarely; look again as soon as the tab is back.
    document.addEventListener('visibilitychange', check);
    return () => {
      finished = true;
      window.clearInterval(interval);
      for (const type of ACTIVITY_EVENTS) {
        window.removeEventListener(type, onActivity, { capture: true });
      }
      document.removeEventListener('visibilitychange', check);
      isWarning.current = false;
    };
  }, [active, timeoutMs, warningMs, throttleMs, extend]);

  const staySignedIn = useCallback(() => {
    isWarning.current = false;
    setWarningUntil(null);
    extend(true);
  }, [extend]);

  return { warningUntil: active ? warningUntil : null, staySignedIn };
}
