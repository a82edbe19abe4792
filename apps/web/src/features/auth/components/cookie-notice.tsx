import { useTranslation } from 'react-i18next';
import { useAppSelector } from '@/app/hooks';
import { consentApplies } from '@/lib/storage/cookie-regime';
import { selectCountryCode } from '@/stores/preferences-slice';
import styles from './auth-pages.module.css';

/**
 * The cookie notice line under the Sign in button (spec §2 Login, sign-out and time-out
 * pages): only where cookie consent applies; exempt regions (the US…) get no line.
 */
export function CookieNotice() {
  const { t } = useTranslation();
  const countryCode = useAppSelector(selectCountryCode);
  if (!consentApplies(countryCode)) return null;
  return <p className={styles.cookieNotice}>{t('auth.cookieNotice')}</p>;
}
