import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { Photo } from '@cloud-portal/contract/gallery';
import { useFormatters } from '@/i18n/use-formatters';
import { useThumbnailUrls } from '../use-thumbnail-urls';
import { PhotoThumbnail } from './photo-thumbnail';
import styles from './photo-grid.module.css';

export interface PhotoGridProps {
  photos: readonly Photo[];
  /** Names the list for assistive technology. */
  label: string;
  /** Opens a photo; `opener` is the button, to return focus to when the view closes. */
  onOpen: (photo: Photo, opener: HTMLElement) => void;
}

/** The newest photos as a grid of size-240 thumbnails; each opens the single-photo view. */
export function PhotoGrid({ photos, label, onOpen }: PhotoGridProps) {
  const { t } = useTranslation();
  const { formatDate } = useFormatters();
  const photoIds = useMemo(() => photos.map((photo) => photo.photoId), [photos]);
  const urls = useThumbnailUrls(photoIds);

  return (
    <ul className={styles.grid} aria-label={label}>
      {photos.map((photo, index) => {
        const url = urls[index];
        const date = formatDate(photo.serverTimestamp, { withYear: true, withTime: true });
        return (
          <li key={photo.photoId}>
            <button
              type="button"
              className={styles.photoButton}
              aria-label={t('gallery.photo.open', { date })}
              onClick={(event) => onOpen(photo, event.currentTarget)}
            >
              <PhotoThumbnail
                url={url ?? null}
                failed={url === null}
                alt=""
              />
            </button>
          </li>
        );
      })}
    </ul>
  );
}
