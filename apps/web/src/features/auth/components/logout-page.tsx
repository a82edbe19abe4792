import { useTranslation } from 'react-i18next';
import { SignedOutPage } from './signed-out-page';

/** Spec §2 Sign-out landing page (/logout). The route performs the full logout on entry. */
export function LogoutPage() {
  const { t } = useTranslation();
  return (
    <SignedOutPage
      pageTitle={t('auth.logout.pageTitle')}
      title={t('auth.logout.title')}
      message={t('auth.logout.message')}
    />
  );
}
