import { useCallback, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PortalRoutes } from '@cloud-portal/contract/portal-routes';
import { GALLERY_THUMBNAIL_COUNT } from '@cloud-portal/domain/constants';
import { useFormatters } from '@/i18n/use-formatters';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { Card } from '@/ui/card';
import { VisuallyHidden } from '@/ui/visually-hidden';
import {
  isNonEmptyQuota,
  loadGalleryPreview,
  releaseThumbnails,
  reloadGalleryPreview,
  selectGalleryChanges,
  selectGalleryInfo,
  selectGalleryLastSync,
  selectGalleryThumbnails,
} from '../gallery-slice';
import { GalleryStatusNotice } from './gallery-status-notice';
import { PhotoThumbnail } from './photo-thumbnail';
import styles from './gallery-card.module.css';

/** As tall as the card is once loaded, so nothing below it moves when it loads. */
const RESERVED_HEIGHT = { narrow: '13rem', wide: '13.5rem' };

/**
 * The home dashboard's Gallery card (spec §3, §4 Gallery): the 4 newest thumbnails and the
 * last synced date, or why there are none. It loads Gallery when it mounts, again whenever the
 * account's data changes elsewhere (a device synced photos), and revokes the thumbnails'
 * object URLs when it goes away.
 */
export function GalleryCard() {
  const { t } = useTranslation();
  const { formatDate } = useFormatters();
  const dispatch = useAppDispatch();
  const info = useAppSelector(selectGalleryInfo);
  const thumbnails = useAppSelector(selectGalleryThumbnails);
  const lastSync = useAppSelector(selectGalleryLastSync);
  const changes = useAppSelector(selectGalleryChanges);
  const changesWhenMounted = useRef(changes);
  const currentLoad = useRef<{ abort: () => void } | null>(null);

  const load = useCallback(() => {
    currentLoad.current?.abort();
    currentLoad.current = dispatch(loadGalleryPreview());
  }, [dispatch]);

  useEffect(() => {
    load();
    return () => {
      currentLoad.current?.abort();
      currentLoad.current = null;
      dispatch(releaseThumbnails());
    };
  }, [dispatch, load]);

  // A change elsewhere: the card loads again, showing what it has until the new answers are in.
  useEffect(() => {
    if (changes === changesWhenMounted.current) return;
    currentLoad.current?.abort();
    currentLoad.current = dispatch(reloadGalleryPreview());
  }, [changes, dispatch]);

  const isLoading =
    info.status === 'idle' ||
    (info.status === 'pending' && info.quota === null) ||
    (info.status === 'success' &&
      ((thumbnails.status === 'pending' && thumbnails.items.length === 0) || (thumbnails.status === 'idle' && isNonEmptyQuota(info.quota))));

  const showsPhotos = info.status === 'success' && !isLoading && thumbnails.status !== 'error';

  return (
    <Card
      reservedHeight={RESERVED_HEIGHT}
      title={t('gallery.card.title')}
      busy={isLoading}
      footer={
        showsPhotos ? <Link to={PortalRoutes.gallery}>{t('gallery.card.open')}</Link> : undefined
      }
    >
      {info.status === 'error' && info.error ? (
        <GalleryStatusNotice error={info.error} onRetry={load} />
      ) : isLoading ? (
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
      ) : thumbnails.status === 'error' ? (
        <GalleryStatusNotice error={{ kind: 'message', message: thumbnails.error ?? '' }} onRetry={load} />
      ) : (
        <>
          {thumbnails.items.length === 0 ? (
            <p className={styles.status}>{t('gallery.card.noPhotos')}</p>
          ) : (
            <ul className={styles.thumbnails} aria-label={t('gallery.card.recentPhotos')}>
              {thumbnails.items.map((item) => (
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
          {lastSync.lastSyncedAt !== null && (
            <p className={styles.lastSynced}>
              {t('gallery.card.lastSynced', {
                date: formatDate(lastSync.lastSyncedAt, { withYear: true }),
              })}
            </p>
          )}
        </>
      )}
    </Card>
  );
}
