import { useTranslation } from 'react-i18next';
import { Skeleton } from '@/ui/skeleton';
import pageStyles from './home-page.module.css';
import styles from './home-preview.module.css';

/**
 * The home screen as it starts, before the session check has answered: the greeting's
 * place (the name comes with the session), the intro, and the cards' placeholder. The
 * signed-in frame the build draws shows it (issue 13: a phone shows the dashboard's words
 * at once); the home screen then takes its place, each element where its preview was.
 * Phones and tablets only: on a wide screen the side navigation joins with the session and
 * moves the screen over, so there the frame stays empty until the screen shows.
 */
export function HomePreview() {
  const { t } = useTranslation();
  return (
    <div className={`${pageStyles.home} ${styles.preview}`}>
      <span className={styles.greeting} aria-hidden="true" />
      <p className={pageStyles.intro}>{t('home.intro')}</p>
      <div className={pageStyles.cards}>
        <Skeleton label={t('app.loading')} />
      </div>
    </div>
  );
}
