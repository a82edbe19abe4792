import { PortalRoutes } from '@cloud-portal/contract/portal-routes';
import { useDocumentTitle } from '@/lib/use-document-title';
import { CookieNotice } from './cookie-notice';
import { SignInButton } from './sign-in-button';
import styles from './auth-pages.module.css';

interface SignedOutPageProps {
  pageTitle: string;
  title: string;
  message: string;
}

/** The body the sign-out and time-out pages share: why, and a way back in. */
export function SignedOutPage({ pageTitle, title, message }: SignedOutPageProps) {
  useDocumentTitle(pageTitle);
  return (
    <div className={styles.signedOut}>
      <h1 className={styles.title}>{title}</h1>
      <p>{message}</p>
      <SignInButton returnTo={PortalRoutes.home} goBackRoute={PortalRoutes.login} />
      <CookieNotice />
    </div>
  );
}
