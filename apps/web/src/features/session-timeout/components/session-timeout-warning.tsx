import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SHORT_INTERVAL_MS } from '@cloud-portal/domain/constants';
import { Button } from '@/ui/button';
import { Dialog } from '@/ui/dialog';

export interface SessionTimeoutWarningProps {
  /** When the user will be signed out; null hides the warning. */
  signOutAt: number | null;
  onStaySignedIn: () => void;
  onSignOut: () => void;
}

function useSecondsLeft(until: number | null): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (until === null) return undefined;
    const timer = window.setInterval(() => setNow(Date.now()), SHORT_INTERVAL_MS);
    return () => window.clearInterval(timer);
  }, [until]);
  return until === null ? 0 : Math.max(0, Math.ceil((until - now) / 1000));
}

/**
 * The warning before the idle time-out (beyond the spec, for WCAG 2.2.1 Timing Adjustable):
 * an alert dialog saying when the user will be signed out, with "Stay signed in" focused.
 * Dismissing it (Escape) also keeps the user signed in: whoever did that is there.
 */
export function SessionTimeoutWarning({ signOutAt, onStaySignedIn, onSignOut }: SessionTimeoutWarningProps) {
  const { t } = useTranslation();
  const secondsLeft = useSecondsLeft(signOutAt);
  const stayRef = useRef<HTMLButtonElement>(null);
  const time =
    secondsLeft >= 60
      ? t('sessionTimeout.warning.minutes', { count: Math.ceil(secondsLeft / 60) })
      : t('sessionTimeout.warning.seconds', { count: secondsLeft });

  return (
    <Dialog
      open={signOutAt !== null}
      onOpenChange={(open) => {
        if (!open) onStaySignedIn();
      }}
      role="alertdialog"
      initialFocus={stayRef}
      title={t('sessionTimeout.warning.title')}
      description={t('sessionTimeout.warning.message', { time })}
      actions={
        <>
          <Button variant="secondary" onClick={onSignOut}>
            {t('sessionTimeout.warning.signOut')}
          </Button>
          <Button ref={stayRef} onClick={onStaySignedIn}>{t('sessionTimeout.warning.stay')}</Button>
        </>
      }
    />
  );
}
