import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PortalRoutes } from '@cloud-portal/contract/portal-routes';
import { GALLERY_THUMBNAIL_COUNT } from '@cloud-portal/domain/constants';
import { useFormatters } from '@/i18n/use-formatters';
import { Card } from '@/ui/card';
import { VisuallyHidden } from '@/ui/visually-hidden';
import { useGalleryPreview } from '../use-gallery-preview';
import { GalleryStatusNotice } from './gallery-status-notice';
import { PhotoThumbnail } from './photo-thumbnail';
import styles from './gallery-card.module.css';

/** As tall as the card is once loaded, so nothing below it moves when it loads. */
const RESERVED_HEIGHT = { narrow: '13rem', wide: '13.5rem' };

/**
 * The home dashboard's Gallery card (spec §3, §4 Gallery): the 4 newest thumbnails and the
 * last synced date, or why there are none. It loads Gallery when it mounts and again whenever
 * the account's data changes elsewhere (a device synced photos); the thumbnails' object URLs
 * are revoked once nothing shows them (use-gallery-preview.ts).
 */
export function GalleryCard() {
  const { t } = useTranslation();
  const { formatDate } = useFormatters();
  const { view, retry } = useGalleryPreview();
  const isLoading = view.kind === 'loading';

  return (
    <Card
      reservedHeight={RESERVED_HEIGHT}
      title={t('gallery.card.title')}
      busy={isLoading}
      footer={view.kind === 'ready' ? <Link to={PortalRoutes.gallery}>{t('gallery.card.open')}</Link> : undefined}
    >
      {view.kind === 'quotaFailed' || view.kind === 'photosFailed' ? (
        <GalleryStatusNotice error={view.error} onRetry={retry} />
      ) : view.kind === 'loading' ? (
        <>
          <p role="status">
            <VisuallyHidden>{t('gallery.card.loading')}</VisuallyHidden>
          </p>
          <ul className={styles.thumbnails} aria-hidden="true">
            {Array.from({ length: GALLERY_THUMBNAIL_COUNT }, (_, index) => (
              <li key={index}>
                <PhotoThumbnail url={null} alt="" />
              </li>
            ))}
          </ul>
        </>
      ) : (
        <>
          {view.thumbnails.length === 0 ? (
            <p className={styles.status}>{t('gallery.card.noPhotos')}</p>
          ) : (
            <ul className={styles.thumbnails} aria-label={t('gallery.card.recentPhotos')}>
              {view.thumbnails.map((item) => (
                <li key={item.id}>
                  <PhotoThumbnail
                    url={item.url}
                    failed={item.url === null}
                    alt={t('gallery.photo.altNumbered', { number: item.id + 1 })}
                  />
                </li>
              ))}
            </ul>
          )}
          {view.lastSyncedAt !== null && (
            <p className={styles.lastSynced}>
              {t('gallery.card.lastSynced', { date: formatDate(view.lastSyncedAt, { withYear: true }) })}
            </p>
          )}
        </>
      )}
    </Card>
  );
}
