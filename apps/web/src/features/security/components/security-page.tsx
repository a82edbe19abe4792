import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '@/lib/use-document-title';
import { BrowserSessionsSection } from './browser-sessions-section';
import { SecurityEventsSection } from './security-events-section';
import styles from './security-page.module.css';

/**
 * The security page (#/security, from the user drawer): where the account is signed in,
 * signing browsers out, and what happened to its security in the last 90 days.
 */
export function SecurityPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('security.pageTitle'));

  return (
    <div className={styles.page}>
      <div className={styles.intro}>
        <h1 className={styles.heading}>{t('security.heading')}</h1>
        <p>{t('security.intro')}</p>
      </div>
      <BrowserSessionsSection />
      <SecurityEventsSection />
    </div>
  );
}
