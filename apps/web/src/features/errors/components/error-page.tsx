import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '@/lib/use-document-title';
import { ERROR_PAGES, type ErrorVariant } from '../error-variants';
import { ContactUsButton } from './contact-us-button';
import styles from './error-page.module.css';
import { WayOnLink } from './way-on-link';

export interface ErrorPageProps {
  variant: ErrorVariant;
  /** The way on: home for a signed-in user, sign in for a visitor. */
  isSignedIn: boolean;
}

/** One error page of spec §8: a title, a message and a footer with a way on. */
export function ErrorPage({ variant, isSignedIn }: ErrorPageProps) {
  const { t } = useTranslation();
  useDocumentTitle(t(`errors.${variant}.pageTitle`));
  const { hasContactUs } = ERROR_PAGES[variant];

  return (
    <section className={styles.errorPage} aria-labelledby="error-title">
      <h1 id="error-title" className={styles.title}>
        {t(`errors.${variant}.title`)}
      </h1>
      <p>{t(`errors.${variant}.message`)}</p>
      {hasContactUs && <p>{t('errors.403Locked.secondMessage')}</p>}
      <footer className={styles.footer}>
        {hasContactUs && <ContactUsButton />}
        <WayOnLink isSignedIn={isSignedIn} />
      </footer>
    </section>
  );
}
