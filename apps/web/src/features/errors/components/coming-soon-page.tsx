import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '@/lib/hooks/use-document-title';
import { Page, PageTitle } from '@/ui/page-layout';
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
    <Page as="section" width="form" align="start" aria-labelledby="coming-soon-title">
      <PageTitle id="coming-soon-title">
        {t('errors.comingSoon.title')}
      </PageTitle>
      <p>{t('errors.comingSoon.message')}</p>
      <footer className={styles.footer}>
        <WayOnLink isSignedIn={isSignedIn} />
      </footer>
    </Page>
  );
}
