import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '@/lib/hooks/use-document-title';
import { Page, PageLead, PageTitle } from '@/ui/page-layout';
import styles from './home-page.module.css';

export interface HomePageProps {
  /** The signed-in account's display name. */
  displayName: string;
  /**
   * The dashboard's cards. Each loads its own data and shows its own loading, empty and
   * error states, so one that fails never blanks the others. The app layer puts them
   * together, since several belong to other features (features never import each other).
   */
  children?: ReactNode;
}

/** The home dashboard (/): a greeting, then a card per area of the cloud. */
export function HomePage({ displayName, children }: HomePageProps) {
  const { t } = useTranslation();
  useDocumentTitle(t('home.pageTitle'));

  return (
    <Page as="section" spacing="compact" aria-labelledby="home-title">
      <PageTitle id="home-title">
        {t('home.welcome', { name: displayName })}
      </PageTitle>
      <PageLead>{t('home.intro')}</PageLead>
      <div className={styles.cards}>{children}</div>
    </Page>
  );
}
