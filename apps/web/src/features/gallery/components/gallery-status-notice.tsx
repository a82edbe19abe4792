import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PortalRoutes } from '@cloud-portal/contract/portal-routes';
import { LoadError } from '@/ui/load-error';
import { GALLERY_STATE_CODES, type GalleryError } from '../gallery-error';
import styles from './gallery-status-notice.module.css';

export interface GalleryStatusNoticeProps {
  error: GalleryError;
  /** Loads Gallery again; offered only for failures a retry may fix. */
  onRetry: () => void;
}

/**
 * Why Gallery shows no photos (spec §8 Gallery quota): not activated (121001), moved to the
 * linked drive (121009), end of service (121004, with the way to what that means), or a
 * failure the user may retry.
 */
export function GalleryStatusNotice({ error, onRetry }: GalleryStatusNoticeProps) {
  const { t } = useTranslation();

  if (error.kind === 'code') {
    switch (error.code) {
      case GALLERY_STATE_CODES.notActivated:
        return (
          <div className={styles.notice}>
            <p className={styles.title}>{t('gallery.state.notActivated.title')}</p>
            <p>{t('gallery.state.notActivated.body')}</p>
          </div>
        );
      case GALLERY_STATE_CODES.movedToDrive:
        return (
          <div className={styles.notice}>
            <p className={styles.title}>{t('gallery.state.movedToDrive.title')}</p>
            <p>{t('gallery.state.movedToDrive.body')}</p>
          </div>
        );
      case GALLERY_STATE_CODES.endOfService:
        return (
          <div className={styles.notice}>
            <p className={styles.title}>{t('gallery.state.endOfService.title')}</p>
            <p>{t('gallery.state.endOfService.body')}</p>
            <Link to={PortalRoutes.endOfService}>{t('gallery.state.endOfService.link')}</Link>
          </div>
        );
    }
  }

  const code = error.kind === 'error' ? error.error.rcode : null;
  return (
    <div role="alert">
      <LoadError
        message={
          code === null
            ? t('gallery.state.failed.message')
            : t('gallery.state.failed.messageWithCode', { code })
        }
        retryLabel={t('gallery.state.failed.retry')}
        onRetry={onRetry}
      />
    </div>
  );
}
