import type { Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/ui/button';
import type { VerificationPhase, VerificationSource } from '../verification-slice';
import styles from './verification-pages.module.css';

/** The phases that say why the user is choosing again. */
type NoticePhase = Extract<VerificationPhase, 'expired' | 'failed' | 'noRoute'>;

const NOTICE_PHASES: readonly VerificationPhase[] = ['expired', 'failed', 'noRoute'];

function isNoticePhase(phase: VerificationPhase): phase is NoticePhase {
  return NOTICE_PHASES.includes(phase);
}

export interface VerificationChoicesProps {
  phase: VerificationPhase;
  /** The way being started, while its call is under way. */
  busy: VerificationSource | null;
  onStart: (flow: VerificationSource) => void;
  headingRef?: Ref<HTMLHeadingElement>;
}

/** The two ways to confirm, with what went wrong last time, if anything. */
export function VerificationChoices({ phase, busy, onStart, headingRef }: VerificationChoicesProps) {
  const { t } = useTranslation();
  const notice = isNoticePhase(phase) ? phase : null;
  return (
    <section className={styles.panel} aria-labelledby="verification-choose-title">
      {notice !== null && (
        <div className={styles.notice} role="alert">
          <h2 className={styles.panelTitle}>{t(`verification.${notice}.title`)}</h2>
          <p>{t(`verification.${notice}.body`)}</p>
        </div>
      )}
      <h2 id="verification-choose-title" ref={headingRef} tabIndex={-1} className={styles.panelTitle}>
        {t('verification.choose.title')}
      </h2>
      <ul className={styles.choices}>
        <li className={styles.choice}>
          <Button busy={busy === 'email'} aria-describedby="verification-email-hint" onClick={() => onStart('email')}>
            {t('verification.choose.email')}
          </Button>
          <p id="verification-email-hint" className={styles.muted}>
            {t('verification.choose.emailHint')}
          </p>
        </li>
        <li className={styles.choice}>
          <Button busy={busy === 'mobile'} aria-describedby="verification-mobile-hint" onClick={() => onStart('mobile')}>
            {t('verification.choose.mobile')}
          </Button>
          <p id="verification-mobile-hint" className={styles.muted}>
            {t('verification.choose.mobileHint')}
          </p>
        </li>
      </ul>
      <p role="status" className={styles.muted}>
        {busy !== null ? t('verification.starting') : ''}
      </p>
    </section>
  );
}
