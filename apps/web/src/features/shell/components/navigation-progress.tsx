import { useTranslation } from 'react-i18next';
import { useNavigation } from 'react-router';
import styles from './navigation-progress.module.css';

/**
 * While the next screen loads (its chunk, its data), a thin bar runs along the top of the
 * page: the old screen stays until the new one is ready, and this says something is coming.
 * Fixed over the page, so it moves nothing; announced politely as "Loading".
 */
export function NavigationProgress() {
  const { t } = useTranslation();
  const isLoading = useNavigation().state !== 'idle';
  if (!isLoading) return null;
  return (
    <div className={styles.track} role="progressbar" aria-label={t('app.loading')}>
      <div className={styles.bar} />
    </div>
  );
}
