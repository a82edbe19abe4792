import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Photo } from '@cloud-portal/contract/gallery';
import { PortalRoutes } from '@cloud-portal/contract/portal-routes';
import { useAppDispatch } from '@/app/hooks';
import { useHashOverlay } from '@/lib/navigation/hash-overlay';
import { useDocumentTitle } from '@/lib/hooks/use-document-title';
import { Page, PageSection, PageTitle } from '@/ui/page-layout';
import { getGalleryQuota } from '../api/get-gallery-quota';
import { useGetPhotosQuery } from '../api/get-photos';
import { galleryErrorOf } from '../gallery-error';
import { GALLERY_PAGE_PHOTO_COUNT } from '../gallery-loader';
import { useLoadedGalleryQuota } from '../use-loaded-gallery-quota';
import { GalleryQuotaSummary } from './gallery-quota-summary';
import { GalleryStatusNotice } from './gallery-status-notice';
import { PhotoGrid } from './photo-grid';
import { PhotoViewer } from './photo-viewer';

/** The overlay of the single-photo view (spec §2: `#photo`; Back closes it). */
export const PHOTO_OVERLAY = 'photo';

/** The Gallery page (/gallery): storage, the newest photos, and the single-photo view. */
export function GalleryPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('gallery.pageTitle'));
  const dispatch = useAppDispatch();
  const quota = useLoadedGalleryQuota();
  const overlay = useHashOverlay(PHOTO_OVERLAY);
  const [openedPhoto, setOpenedPhoto] = useState<Photo | null>(null);
  const opener = useRef<HTMLElement | null>(null);

  const retry = useCallback(() => {
    void dispatch(getGalleryQuota.initiate(undefined, { subscribe: false, forceRefetch: true }));
  }, [dispatch]);

  // An address that arrives with #photo (a reload, a shared link) names no photo: drop it.
  const { isOpen, close } = overlay;
  useEffect(() => {
    if (isOpen && openedPhoto === null) close();
  }, [isOpen, openedPhoto, close]);

  const openPhoto = (photo: Photo, openedBy: HTMLElement) => {
    opener.current = openedBy;
    setOpenedPhoto(photo);
    overlay.open();
  };

  return (
    <Page spacing="relaxed">
      <PageTitle>{t('gallery.page.heading')}</PageTitle>
      {quota.isError ? (
        <GalleryStatusNotice error={galleryErrorOf(quota.error)} onRetry={retry} />
      ) : quota.data ? (
        <>
          <GalleryQuotaSummary quota={quota.data} />
          <LatestPhotos onOpen={openPhoto} />
        </>
      ) : (
        <p role="status">{t('gallery.card.loading')}</p>
      )}
      <p>
        <Link to={PortalRoutes.infoGallery}>{t('gallery.page.help')}</Link>
      </p>
      <PhotoViewer photo={isOpen ? openedPhoto : null} onClose={close} returnFocusTo={opener} />
    </Page>
  );
}

function LatestPhotos({ onOpen }: { onOpen: (photo: Photo, opener: HTMLElement) => void }) {
  const { t } = useTranslation();
  const photos = useGetPhotosQuery({ count: GALLERY_PAGE_PHOTO_COUNT });

  let body;
  if (photos.isError) {
    body = <p role="alert">{t('gallery.page.photosFailed')}</p>;
  } else if (!photos.data) {
    body = <p role="status">{t('gallery.page.loadingPhotos')}</p>;
  } else if (photos.data.list.length === 0) {
    body = <p>{t('gallery.page.noPhotos')}</p>;
  } else {
    body = <PhotoGrid photos={photos.data.list} label={t('gallery.page.latestHeading')} onOpen={onOpen} />;
  }

  return (
    <PageSection headingId="gallery-latest-heading" heading={t('gallery.page.latestHeading')}>
      {body}
    </PageSection>
  );
}
