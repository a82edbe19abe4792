import { useTranslation } from 'react-i18next';
import { PortalRoutes } from '@cloud-portal/contract/portal-routes';
import { useDocumentTitle } from '@/lib/hooks/use-document-title';
import { CookieNotice } from './cookie-notice';
import { IntroVideo } from './intro-video';
import { SignInButton } from './sign-in-button';
import styles from './auth-pages.module.css';

/** Spec §2 Login page: intro video, headline, Sign in, cookie notice. */
export function LoginPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('auth.login.pageTitle'));

  return (
    <div className={styles.login}>
      <IntroVideo />
      <div className={styles.content}>
        <h1 className={styles.headline}>{t('auth.login.headline')}</h1>
        <p className={styles.intro}>{t('auth.login.intro')}</p>
        <SignInButton returnTo={PortalRoutes.home} goBackRoute={PortalRoutes.login} />
        <CookieNotice />
      </div>
    </div>
  );
}
