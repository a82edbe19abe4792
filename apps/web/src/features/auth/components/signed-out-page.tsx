import { PortalRoutes } from '@cloud-portal/contract/portal-routes';
import { useDocumentTitle } from '@/lib/use-document-title';
import type { SignedOutRoute } from '../sign-in-marker';
import { CookieNotice } from './cookie-notice';
import { SignInButton } from './sign-in-button';
import styles from './auth-pages.module.css';

interface SignedOutPageProps {
  /** Which of the two pages this is: its Sign in says so in a sealed marker. */
  route: SignedOutRoute;
  pageTitle: string;
  title: string;
  message: string;
}

/** The body the sign-out and time-out pages share: why, and a way back in. */
export function SignedOutPage({ route, pageTitle, title, message }: SignedOutPageProps) {
  useDocumentTitle(pageTitle);
  return (
    <div className={styles.signedOut}>
      <h1 className={styles.title}>{title}</h1>
      <p>{message}</p>
      <SignInButton returnTo={PortalRoutes.home} goBackRoute={PortalRoutes.login} startedFrom={route} />
      <CookieNotice />
    </div>
  );
}
