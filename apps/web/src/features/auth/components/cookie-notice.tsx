import { useTranslation } from 'react-i18next';
import styles from './auth-pages.module.css';

/** The cookie notice line under the Sign in button (spec §2 Login page). */
export function CookieNotice() {
  const { t } = useTranslation();
  return <p className={styles.cookieNotice}>{t('auth.cookieNotice')}</p>;
}
