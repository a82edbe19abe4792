import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PortalRoutes } from '@cloud-portal/contract/portal-routes';
import { idleTimeoutMs } from '@/lib/idle-timeout-config';
import { SignedOutPage } from './signed-out-page';

const MINUTE_MS = 60_000;

/**
 * Spec §2 Time-out page (/timeout): "away for 30 minutes" — the idle time-out this build
 * runs with, in whole minutes (at least one). The route performs the full logout on entry.
 */
export function TimeoutPage() {
  const { t } = useTranslation();
  const [minutes] = useState(() => Math.max(1, Math.round(idleTimeoutMs() / MINUTE_MS)));
  return (
    <SignedOutPage
      route={PortalRoutes.timeout}
      pageTitle={t('auth.timeout.pageTitle')}
      title={t('auth.timeout.title')}
      message={t('auth.timeout.message', { count: minutes })}
    />
  );
}
