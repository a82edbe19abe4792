import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PortalRoutes } from '@cloud-portal/contract/portal-routes';
import { useDocumentTitle } from '@/lib/hooks/use-document-title';
import { Button, buttonClassName } from '@/ui/button';
import { Page, PageTitle } from '@/ui/page-layout';
import { ERROR_PAGES, type ErrorVariant } from '../error-variants';
import { ContactUsButton } from './contact-us-button';
import styles from './error-page.module.css';
import { WayOnLink } from './way-on-link';

export interface ErrorPageProps {
  variant: ErrorVariant;
  /** The way on: home for a signed-in user, sign in for a visitor. */
  isSignedIn: boolean;
  /** Signs the user out: the locked page offers it, since every screen with data would lead back to it. */
  onSignOut?: () => void;
}

/** One error page of spec §8: a title, a message and a footer with a way on. */
export function ErrorPage({ variant, isSignedIn, onSignOut }: ErrorPageProps) {
  const { t } = useTranslation();
  useDocumentTitle(t(`errors.${variant}.pageTitle`));
  const { hasContactUs } = ERROR_PAGES[variant];

  return (
    <Page as="section" width="form" align="start" aria-labelledby="error-title">
      <PageTitle id="error-title">
        {t(`errors.${variant}.title`)}
      </PageTitle>
      <p>{t(`errors.${variant}.message`)}</p>
      {hasContactUs && <p>{t('errors.403Locked.secondMessage')}</p>}
      <footer className={styles.footer}>
        {hasContactUs && <ContactUsButton />}
        {variant === '403Locked' && isSignedIn ? (
          // Home and every screen with data answer "locked" and would bring the user straight
          // back here: the help pages and signing out are what a locked user can do.
          <>
            <Link className={buttonClassName('secondary')} to={PortalRoutes.infoOverview}>
              {t('shell.nav.help')}
            </Link>
            {onSignOut !== undefined && (
              <Button variant="primary" onClick={onSignOut}>
                {t('shell.drawer.signOut')}
              </Button>
            )}
          </>
        ) : (
          <WayOnLink isSignedIn={isSignedIn} />
        )}
      </footer>
    </Page>
  );
}
