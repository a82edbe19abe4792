import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PortalRoutes } from '@cloud-portal/contract/portal-routes';
import { useDocumentTitle } from '@/lib/use-document-title';
import { E2eeDevicesSection } from './e2ee-devices-section';
import { E2eeGroupsSection } from './e2ee-groups-section';
import { EdpResetSection } from './edp-reset-section';
import styles from './encryption-page.module.css';

/**
 * End-to-end encryption (/reset_edp_status): the E2EE groups with what they protect, the
 * devices that use E2EE, and the reset of the EDP status (spec §1, §3, §4).
 */
export function EncryptionPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('encryption.pageTitle'));

  return (
    <div className={styles.page}>
      <div className={styles.intro}>
        <h1 className={styles.heading}>{t('encryption.heading')}</h1>
        <p>{t('encryption.intro')}</p>
        <Link to={PortalRoutes.infoE2ee}>{t('encryption.help')}</Link>
      </div>
      <E2eeGroupsSection />
      <E2eeDevicesSection />
      <EdpResetSection />
    </div>
  );
}
