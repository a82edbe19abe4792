import { PortalRoutes } from '@cloud-portal/contract/portal-routes';
import { useDocumentTitle } from '@/lib/hooks/use-document-title';
import { Page, PageTitle } from '@/ui/page-layout';
import type { SignedOutRoute } from '../sign-in-marker';
import { CookieNotice } from './cookie-notice';
import { SignInButton } from './sign-in-button';

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
    <Page width="form" align="start">
      <PageTitle>{title}</PageTitle>
      <p>{message}</p>
      <SignInButton returnTo={PortalRoutes.home} goBackRoute={PortalRoutes.login} startedFrom={route} />
      <CookieNotice />
    </Page>
  );
}
