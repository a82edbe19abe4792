import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { PortalRoutes } from '@cloud-portal/contract/portal-routes';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { useDocumentTitle } from '@/lib/hooks/use-document-title';
import { Page, PageIntro, PageTitle } from '@/ui/page-layout';
import { startVerification } from '../start-verification';
import { useFocusOnChange } from '../use-focus-on-change';
import { useVerificationPolling } from '../use-verification-polling';
import { VerificationRcodes } from '../verification-rcodes';
import { takeReturnPage } from '../verification-return-page';
import { selectVerification, type VerificationSource } from '../verification-slice';
import { VerificationChoices } from './verification-choices';
import { VerificationPending } from './verification-pending';

/**
 * /verification (spec §2): this browser is new to the account, so the sign-in is confirmed
 * by e-mail or on a phone before any cloud data shows. While a request is pending the page
 * polls it every 5 seconds; once verified the user goes back to the page they came from.
 */
export function VerificationPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('verification.page.pageTitle'));
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const verification = useAppSelector(selectVerification);
  const account = useAppSelector((state) => state.auth.session?.account ?? null);

  const goToReturnPage = useCallback(() => {
    void navigate(takeReturnPage(), { replace: true });
  }, [navigate]);
  useVerificationPolling(goToReturnPage);

  // The way being started, while its call is under way.
  const [busy, setBusy] = useState<VerificationSource | null>(null);
  const { phase, src, authCode, expiresAt, code } = verification;
  // A pending request stays on show while a Resend is under way.
  const isPending = (phase === 'pending' || phase === 'starting') && authCode !== null && expiresAt !== null && src !== null;
  const headingRef = useFocusOnChange<HTMLHeadingElement>(isPending ? 'pending' : phase === 'starting' ? 'idle' : phase);

  async function start(flow: VerificationSource) {
    if (busy !== null) return;
    setBusy(flow);
    const outcome = await dispatch(startVerification(flow));
    setBusy(null);
    if (outcome === 'verified') goToReturnPage();
  }

  return (
    <Page spacing="relaxed" width="form">
      <PageIntro>
        <PageTitle>{t('verification.page.title')}</PageTitle>
        <p>{t('verification.page.intro')}</p>
      </PageIntro>
      {isPending ? (
        <VerificationPending
          src={src}
          expiresAt={expiresAt}
          address={account?.validatedEmail ? account.loginId : null}
          switchedToMobile={src === 'mobile' && code === VerificationRcodes.mobileRoute}
          busy={busy}
          onStart={(flow) => void start(flow)}
          headingRef={headingRef}
        />
      ) : (
        <VerificationChoices phase={phase} busy={busy} onStart={(flow) => void start(flow)} headingRef={headingRef} />
      )}
      <p>
        <Link to={PortalRoutes.verificationHelp}>{t('verification.page.helpLink')}</Link>
      </p>
    </Page>
  );
}
