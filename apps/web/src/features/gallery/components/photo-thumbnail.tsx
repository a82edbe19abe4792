import { useTranslation } from 'react-i18next';
import styles from './photo-thumbnail.module.css';

export interface PhotoThumbnailProps {
  /** The object URL of the image; null while it loads or when it could not be fetched. */
  url: string | null;
  /** What the photo is, for assistive technology. */
  alt: string;
  /** The fetch failed: a placeholder that says so instead of an image. */
  failed?: boolean;
}

/** One square photo thumbnail, or its placeholder (spec §8: a failed thumbnail shows no image). */
export function PhotoThumbnail({ url, alt, failed = false }: PhotoThumbnailProps) {
  const { t } = useTranslation();
  if (url) return <img className={styles.thumbnail} src={url} alt={alt} />;
  if (failed) {
    return (
      <span className={`${styles.thumbnail} ${styles.placeholder}`} role="img" aria-label={t('gallery.photo.failed')}>
        <svg className={styles.icon} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path d="M4 5h16v14H4z" fill="none" stroke="currentColor" strokeWidth="1.5" />
          <path d="m4 16 5-5 4 4 3-3 4 4" fill="none" stroke="currentColor" strokeWidth="1.5" />
          <path d="M4 4l16 16" stroke="currentColor" strokeWidth="1.5" />
        </svg>
      </span>
    );
  }
  return <span className={`${styles.thumbnail} ${styles.loading}`} aria-hidden="true" />;
}
