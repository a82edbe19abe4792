import { useCallback, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { PortalRoutes } from '@cloud-portal/contract/portal-routes';
import { useAppSelector } from '@/app/hooks';
import { useDocumentTitle } from '@/lib/hooks/use-document-title';
import { buttonClassName } from '@/ui/button';
import { Page, PageTitle } from '@/ui/page-layout';
import { hasEmailLink } from '../email-link-path';
import { useVerificationPolling } from '../use-verification-polling';
import { takeReturnPage } from '../verification-return-page';
import { selectVerificationPhase, type VerificationPhase } from '../verification-slice';
import styles from './verification-pages.module.css';

type ProcessingMessage = 'confirming' | 'waiting' | 'nothingWaiting' | 'expired' | 'failed' | 'invalidLink' | 'otherBrowser';

function messageOf(phase: VerificationPhase, withLink: boolean): ProcessingMessage {
  switch (phase) {
    case 'pending':
    case 'starting':
      return withLink ? 'confirming' : 'waiting';
    case 'confirming':
    case 'verified':
      return 'confirming';
    case 'expired':
      return 'expired';
    case 'invalidLink':
      return 'invalidLink';
    case 'otherBrowser':
      return 'otherBrowser';
    case 'failed':
    case 'noRoute':
      return 'failed';
    case 'idle':
      return withLink ? 'confirming' : 'nothingWaiting';
  }
}

const WORKING: readonly ProcessingMessage[] = ['confirming', 'waiting'];
/** Starting again here would verify this browser, not the one the link is for: no such offer. */
const WITHOUT_START_AGAIN: readonly ProcessingMessage[] = [...WORKING, 'otherBrowser'];

/**
 * /verification-processing (spec §2): the wait. Opened from the e-mail link, it shows a
 * spinner while the link is confirmed (the loader sends it) and then goes to
 * /verification-complete. Without a link it polls the pending request every 5 seconds and,
 * once verified, returns to the page the user came from.
 */
export function VerificationProcessingPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('verification.processing.pageTitle'));
  const navigate = useNavigate();
  const { search } = useLocation();
  const withLink = hasEmailLink(search);
  const phase = useAppSelector(selectVerificationPhase);

  const goToReturnPage = useCallback(() => {
    void navigate(takeReturnPage(), { replace: true });
  }, [navigate]);
  useVerificationPolling(goToReturnPage);

  useEffect(() => {
    if (withLink && phase === 'verified') void navigate(PortalRoutes.verificationComplete, { replace: true });
  }, [withLink, phase, navigate]);

  const message = messageOf(phase, withLink);
  const working = WORKING.includes(message);
  return (
    <Page spacing="relaxed" width="form">
      <PageTitle>{t('verification.processing.title')}</PageTitle>
      <div className={styles.panel} aria-busy={working || undefined}>
        {working ? (
          <p className={styles.waiting} role="status">
            <span className={styles.spinner} aria-hidden="true" />
            {t(`verification.processing.${message}`)}
          </p>
        ) : (
          <p role={message === 'nothingWaiting' ? 'status' : 'alert'}>{t(`verification.processing.${message}`)}</p>
        )}
        {!WITHOUT_START_AGAIN.includes(message) && (
          <p>
            <Link className={buttonClassName('primary')} to={PortalRoutes.verification}>
              {t('verification.processing.startAgain')}
            </Link>
          </p>
        )}
      </div>
    </Page>
  );
}
