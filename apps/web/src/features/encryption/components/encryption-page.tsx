import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PortalRoutes } from '@cloud-portal/contract/portal-routes';
import { useDocumentTitle } from '@/lib/hooks/use-document-title';
import { Page, PageIntro, PageTitle } from '@/ui/page-layout';
import { E2eeDevicesSection } from './e2ee-devices-section';
import { E2eeGroupsSection } from './e2ee-groups-section';
import { EdpResetSection } from './edp-reset-section';

/**
 * End-to-end encryption (/reset_edp_status): the E2EE groups with what they protect, the
 * devices that use E2EE, and the reset of the EDP status (spec §1, §3, §4).
 */
export function EncryptionPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('encryption.pageTitle'));

  return (
    <Page spacing="spacious" width="wide">
      <PageIntro>
        <PageTitle>{t('encryption.heading')}</PageTitle>
        <p>{t('encryption.intro')}</p>
        <Link to={PortalRoutes.infoE2ee}>{t('encryption.help')}</Link>
      </PageIntro>
      <E2eeGroupsSection />
      <E2eeDevicesSection />
      <EdpResetSection />
    </Page>
  );
}
