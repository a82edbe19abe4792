import type { Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/ui/button';
import type { VerificationSource } from '../verification-slice';
import { VerificationCountdown } from './verification-countdown';
import styles from './verification-pages.module.css';

export interface VerificationPendingProps {
  src: VerificationSource;
  expiresAt: number;
  /** The address the e-mail went to, when the account has a confirmed one. */
  address: string | null;
  /** The e-mail route was refused for want of an address, so the phone is asked instead (135607). */
  switchedToMobile: boolean;
  /** A new start is under way (Resend or the other way). */
  busy: VerificationSource | null;
  onStart: (flow: VerificationSource) => void;
  headingRef?: Ref<HTMLHeadingElement>;
}

/** Waiting for the user to confirm: where to look, how long is left, Resend, or the other way. */
export function VerificationPending({ src, expiresAt, address, switchedToMobile, busy, onStart, headingRef }: VerificationPendingProps) {
  const { t } = useTranslation();
  const other: VerificationSource = src === 'email' ? 'mobile' : 'email';
  return (
    <section className={styles.panel} aria-labelledby="verification-pending-title">
      <h2 id="verification-pending-title" ref={headingRef} tabIndex={-1} className={styles.panelTitle}>
        {src === 'email' ? t('verification.pending.emailTitle') : t('verification.pending.mobileTitle')}
      </h2>
      {switchedToMobile && <p className={styles.notice}>{t('verification.pending.switchedToMobile')}</p>}
      <p>
        {src === 'mobile'
          ? t('verification.pending.mobileBody')
          : address !== null
            ? t('verification.pending.emailBody', { address })
            : t('verification.pending.emailBodyNoAddress')}
      </p>
      <p className={styles.waiting} role="status">
        <span className={styles.spinner} aria-hidden="true" />
        {t('verification.pending.waiting')}
      </p>
      <VerificationCountdown expiresAt={expiresAt} />
      <ul className={styles.actions}>
        <li>
          <Button busy={busy === src} onClick={() => onStart(src)}>
            {t('verification.pending.resend')}
          </Button>
        </li>
        {!switchedToMobile && (
          <li>
            <Button variant="secondary" busy={busy === other} onClick={() => onStart(other)}>
              {other === 'email' ? t('verification.pending.useEmail') : t('verification.pending.useMobile')}
            </Button>
          </li>
        )}
      </ul>
    </section>
  );
}
