import Type from 'typebox';
import { defineEndpoint } from './endpoint';
import { ErrorBody, SIGNED_IN_ERRORS } from './error-body';
import { Bytes, EpochMs, OpaqueId } from './wire-types';
import { endpointRoutes } from './endpoint-routes';

/** The service id in the gallery quota path (spec §7 "{gallery service id}"). */
export const GALLERY_SERVICE_ID = 'gallery';

export const GalleryQuota = Type.Object({
  serviceId: Type.String(),
  usage: Bytes,
  limit: Bytes,
  photoCount: Type.Integer({ minimum: 0 }),
  videoCount: Type.Integer({ minimum: 0 }),
});
export type GalleryQuota = Type.Static<typeof GalleryQuota>;

/**
 * Gallery quota. 401 rcode 121001 when the account never used Gallery sync; 403 121004 after
 * the end of service, 121009 when Gallery moved to the linked drive.
 */
export const getGalleryQuota = defineEndpoint({
  ...endpointRoutes.getGalleryQuota,
  summary: 'Gallery storage quota',
  tags: ['gallery'],
  params: Type.Object({ serviceId: Type.String({ pattern: '^[a-z0-9-]{1,32}$' }) }),
  responses: { 200: GalleryQuota, ...SIGNED_IN_ERRORS, 404: ErrorBody },
});

export const Photo = Type.Object({
  photoId: OpaqueId,
  serverTimestamp: EpochMs,
  mimeType: Type.String(),
  width: Type.Integer({ minimum: 1 }),
  height: Type.Integer({ minimum: 1 }),
  size: Bytes,
  /**
   * When the photo was taken (the portal's addition): its EXIF DateTimeOriginal, else the date
   * its device sent, else when it was uploaded. Absent for photos stored before it was kept.
   */
  takenAt: Type.Optional(EpochMs),
});
export type Photo = Type.Static<typeof Photo>;

export const PhotoListResponse = Type.Object({ list: Type.Array(Photo) });
export type PhotoListResponse = Type.Static<typeof PhotoListResponse>;

/** Newest photos first. */
export const getPhotos = defineEndpoint({
  ...endpointRoutes.getPhotos,
  summary: 'Photos, newest first',
  tags: ['gallery'],
  querystring: Type.Object(
    { count: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, default: 20 })) },
    { additionalProperties: false },
  ),
  responses: { 200: PhotoListResponse, ...SIGNED_IN_ERRORS },
});

/** Allowed thumbnail edge lengths: the 240 of the home card and 1080 for the single-photo view. */
export const THUMBNAIL_SIZES = [240, 1080] as const;

/** A JPEG thumbnail whose longer edge is `size` pixels. */
export const getPhotoThumbnail = defineEndpoint({
  ...endpointRoutes.getPhotoThumbnail,
  summary: 'Photo thumbnail (binary JPEG)',
  tags: ['gallery'],
  params: Type.Object({ photoId: OpaqueId }),
  querystring: Type.Object(
    { size: Type.Union([Type.Literal(THUMBNAIL_SIZES[0]), Type.Literal(THUMBNAIL_SIZES[1])]) },
    { additionalProperties: false },
  ),
  responses: {
    200: Type.Unsafe<Uint8Array>({ type: 'string', format: 'binary', description: 'image/jpeg' }),
    400: ErrorBody,
    401: ErrorBody,
    403: ErrorBody,
    404: ErrorBody,
  },
});
