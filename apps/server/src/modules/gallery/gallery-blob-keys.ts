import { THUMBNAIL_SIZES } from '@cloud-portal/contract/gallery';

/**
 * Blob store keys of a photo. They are built only from ids the server made (account uuid,
 * random photo id), never from request text, and group a photo's blobs under one folder.
 */
export function photoOriginalKey(accountId: string, photoId: string): string {
  return `photos/${accountId}/${photoId}/original`;
}

export function photoThumbnailKey(accountId: string, photoId: string, size: number): string {
  return `photos/${accountId}/${photoId}/thumbnail-${size}.jpg`;
}

/** Every blob a photo may have: the original and each thumbnail size (made or not yet). */
export function allPhotoBlobKeys(photo: { accountId: string; id: string; blobKey: string }): string[] {
  return [photo.blobKey, ...THUMBNAIL_SIZES.map((size) => photoThumbnailKey(photo.accountId, photo.id, size))];
}
