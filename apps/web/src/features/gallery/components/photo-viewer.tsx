import { useEffect, type RefObject } from 'react';
import * as Dialog from '@radix-ui/react-dialog';
import { useTranslation } from 'react-i18next';
import type { Photo } from '@cloud-portal/contract/gallery';
import { useFormatters } from '@/i18n/use-formatters';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { Button } from '@/ui/button';
import { loadPhoto, releasePhoto, selectGalleryPhoto } from '../gallery-slice';
import styles from './photo-viewer.module.css';

export interface PhotoViewerProps {
  /** The photo on show; null keeps the view closed. */
  photo: Photo | null;
  onClose: () => void;
  /** Where focus goes back when the view closes (the photo that opened it). */
  returnFocusTo?: RefObject<HTMLElement | null>;
}

/**
 * The single-photo view (spec §2 `#photo`, §4 "a single photo fetch"): the size-1080
 * thumbnail, with its loading and error states. Its object URL is revoked when it closes.
 */
export function PhotoViewer({ photo, onClose, returnFocusTo }: PhotoViewerProps) {
  const { t } = useTranslation();
  const { formatDate } = useFormatters();
  const dispatch = useAppDispatch();
  const state = useAppSelector(selectGalleryPhoto);
  const photoId = photo?.photoId ?? null;

  useEffect(() => {
    if (photoId === null) return;
    const load = dispatch(loadPhoto(photoId));
    return () => {
      load.abort();
      dispatch(releasePhoto());
    };
  }, [dispatch, photoId]);

  const date = photo
    ? formatDate(photo.serverTimestamp, { withYear: true, withTime: true })
    : '';
  const isCurrent = state.photoId === photoId;

  return (
    <Dialog.Root open={photo !== null} onOpenChange={(open) => !open && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className={styles.overlay} />
        <Dialog.Content
          className={styles.content}
          aria-describedby={undefined}
          onCloseAutoFocus={(event) => {
            // Opened without a Radix trigger: send focus back to the photo ourselves.
            event.preventDefault();
            returnFocusTo?.current?.focus();
          }}
        >
          <div className={styles.header}>
            <Dialog.Title className={styles.title}>{t('gallery.viewer.title')}</Dialog.Title>
            <Dialog.Close asChild>
              <Button variant="secondary">{t('gallery.viewer.close')}</Button>
            </Dialog.Close>
          </div>
          <p className={styles.date}>{t('gallery.viewer.synced', { date })}</p>
          <div className={styles.stage}>
            {isCurrent && state.status === 'success' && state.url ? (
              <img className={styles.image} src={state.url} alt={t('gallery.photo.alt', { date })} />
            ) : isCurrent && state.status === 'error' ? (
              <p role="alert">
                {state.error?.rcode
                  ? t('gallery.viewer.failedWithCode', { code: state.error.rcode })
                  : t('gallery.viewer.failed')}
              </p>
            ) : (
              <p role="status">{t('gallery.viewer.loading')}</p>
            )}
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
