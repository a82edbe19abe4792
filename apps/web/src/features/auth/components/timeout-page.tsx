import { useTranslation } from 'react-i18next';
import { IDLE_TIMEOUT_MS } from '@cloud-portal/domain/constants';
import { SignedOutPage } from './signed-out-page';

const MINUTE_MS = 60_000;

/** Spec §2 Time-out page (/timeout). The route performs the full logout on entry. */
export function TimeoutPage() {
  const { t } = useTranslation();
  return (
    <SignedOutPage
      pageTitle={t('auth.timeout.pageTitle')}
      title={t('auth.timeout.title')}
      message={t('auth.timeout.message', { minutes: Math.round(IDLE_TIMEOUT_MS / MINUTE_MS) })}
    />
  );
}
