import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '@/lib/use-document-title';
import styles from './home-page.module.css';

export interface HomePageProps {
  /** The signed-in account's display name. */
  displayName: string;
}

/** The home dashboard (/). For now a greeting; the dashboard cards come later. */
export function HomePage({ displayName }: HomePageProps) {
  const { t } = useTranslation();
  useDocumentTitle(t('home.pageTitle'));

  return (
    <section className={styles.home} aria-labelledby="home-title">
      <h1 id="home-title" className={styles.welcome}>
        {t('home.welcome', { name: displayName })}
      </h1>
      <p className={styles.intro}>{t('home.intro')}</p>
    </section>
  );
}
