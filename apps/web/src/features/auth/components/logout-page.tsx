import { useTranslation } from 'react-i18next';
import { PortalRoutes } from '@cloud-portal/contract/portal-routes';
import { SignedOutPage } from './signed-out-page';

/** Spec §2 Sign-out landing page (/logout). The route performs the full logout on entry. */
export function LogoutPage() {
  const { t } = useTranslation();
  return (
    <SignedOutPage
      route={PortalRoutes.logout}
      pageTitle={t('auth.logout.pageTitle')}
      title={t('auth.logout.title')}
      message={t('auth.logout.message')}
    />
  );
}
