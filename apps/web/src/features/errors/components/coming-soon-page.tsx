import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '@/lib/use-document-title';
import styles from './error-page.module.css';
import { WayOnLink } from './way-on-link';

/**
 * The coming-soon page (spec §2 "other pages", /coming-soon): a screen that is not there
 * yet says so and offers the way on, laid out like the error pages.
 */
export function ComingSoonPage({ isSignedIn }: { isSignedIn: boolean }) {
  const { t } = useTranslation();
  useDocumentTitle(t('errors.comingSoon.pageTitle'));
  return (
    <section className={styles.errorPage} aria-labelledby="coming-soon-title">
      <h1 id="coming-soon-title" className={styles.title}>
        {t('errors.comingSoon.title')}
      </h1>
      <p>{t('errors.comingSoon.message')}</p>
      <footer className={styles.footer}>
        <WayOnLink isSignedIn={isSignedIn} />
      </footer>
    </section>
  );
}
