import { endpointRoutes } from '@cloud-portal/contract/endpoint-routes';
import { buildPath } from '@cloud-portal/contract/endpoint';
import type {
  THUMBNAIL_SIZES,
} from '@cloud-portal/contract/gallery';
import { requestBlob } from '@/lib/api/request-blob';

const endpoint = endpointRoutes.getPhotoThumbnail;

/** 240 for lists and the home card (spec §9), 1080 for the single-photo view. */
export type ThumbnailSize = (typeof THUMBNAIL_SIZES)[number];

/**
 * A photo's thumbnail as an image blob (spec §7 `…/thumbnail?size=240`, "response as blob").
 * Blobs are not kept in the Redux cache (they are not serialisable): callers turn them into
 * object URLs and revoke those when done.
 */
export function getPhotoThumbnail(
  photoId: string,
  size: ThumbnailSize,
  options: { signal?: AbortSignal } = {},
): Promise<Blob> {
  const path = `${buildPath(endpoint.path, { photoId })}?size=${size}`;
  return requestBlob(path, options);
}
