import type { RefObject } from 'react';
import { skipToken } from '@reduxjs/toolkit/query';
import * as Dialog from '@radix-ui/react-dialog';
import { useTranslation } from 'react-i18next';
import type { Photo } from '@cloud-portal/contract/gallery';
import { useFormatters } from '@/i18n/use-formatters';
import { Button } from '@/ui/button';
import { useGetPhotoViewUrlQuery } from '../api/get-photo-object-urls';
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
 * thumbnail, with its loading and error states. Its object URL is revoked once it closes
 * (api/get-photo-object-urls.ts).
 */
export function PhotoViewer({ photo, onClose, returnFocusTo }: PhotoViewerProps) {
  const { t } = useTranslation();
  const { formatDate } = useFormatters();
  // currentData: the photo on show's own image, never the one shown before.
  const { currentData: url, error } = useGetPhotoViewUrlQuery(photo?.photoId ?? skipToken);

  const date = photo
    ? formatDate(photo.serverTimestamp, { withYear: true, withTime: true })
    : '';
  const rcode = error && 'rcode' in error ? error.rcode : null;

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
            {url ? (
              <img className={styles.image} src={url} alt={t('gallery.photo.alt', { date })} />
            ) : error ? (
              <p role="alert">
                {rcode ? t('gallery.viewer.failedWithCode', { code: rcode }) : t('gallery.viewer.failed')}
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
