import { useTranslation } from 'react-i18next';
import { EMAIL_VERIFICATION_WINDOW_MS } from '@cloud-portal/domain/constants';
import { useNow } from '../use-now';
import styles from './verification-pages.module.css';

const MINUTE_MS = 60_000;

export interface VerificationCountdownProps {
  /** When the request's window ends (epoch ms). */
  expiresAt: number;
}

/**
 * What is left of the 5-minute window (spec §9), to the second. The ticking figure is not a
 * live region (it would talk every second); the last minute is announced once instead.
 */
export function VerificationCountdown({ expiresAt }: VerificationCountdownProps) {
  const { t } = useTranslation();
  const now = useNow();
  const left = Math.max(0, expiresAt - now);
  const minutes = String(Math.floor(left / MINUTE_MS));
  const seconds = String(Math.floor((left % MINUTE_MS) / 1000)).padStart(2, '0');
  return (
    <>
      <p className={styles.muted}>{t('verification.pending.window', { minutes: EMAIL_VERIFICATION_WINDOW_MS / MINUTE_MS })}</p>
      <p className={styles.countdown}>{t('verification.pending.timeLeft', { minutes, seconds })}</p>
      <p role="status">{left < MINUTE_MS ? t('verification.pending.almostExpired') : ''}</p>
    </>
  );
}
