import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PortalRoutes } from '@cloud-portal/contract/portal-routes';
import { useDocumentTitle } from '@/lib/hooks/use-document-title';
import { buttonClassName } from '@/ui/button';
import { Page, PageTitle } from '@/ui/page-layout';
import styles from './end-of-service-page.module.css';

/**
 * The end-of-service page (spec §2; path /end-of-service, docs/decisions.md): what ended,
 * what happens to the photos, and the Gallery help page for more.
 */
export function EndOfServicePage() {
  const { t } = useTranslation();
  useDocumentTitle(t('gallery.endOfService.pageTitle'));

  return (
    <Page as="article" spacing="relaxed" className={styles.page} aria-labelledby="end-of-service-heading">
      <PageTitle id="end-of-service-heading">
        {t('gallery.endOfService.heading')}
      </PageTitle>
      <section className={styles.section} aria-labelledby="end-of-service-what">
        <h2 id="end-of-service-what" className={styles.subheading}>
          {t('gallery.endOfService.whatEndedHeading')}
        </h2>
        <p>{t('gallery.endOfService.whatEnded')}</p>
      </section>
      <section className={styles.section} aria-labelledby="end-of-service-photos">
        <h2 id="end-of-service-photos" className={styles.subheading}>
          {t('gallery.endOfService.photosHeading')}
        </h2>
        <ul className={styles.list}>
          <li>{t('gallery.endOfService.photosOnDevice')}</li>
          <li>{t('gallery.endOfService.photosInCloud')}</li>
        </ul>
      </section>
      <footer className={styles.footer}>
        <Link className={buttonClassName('primary')} to={PortalRoutes.infoGallery}>
          {t('gallery.endOfService.help')}
        </Link>
        <Link className={buttonClassName('secondary')} to={PortalRoutes.home}>
          {t('gallery.endOfService.home')}
        </Link>
      </footer>
    </Page>
  );
}
