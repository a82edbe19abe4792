import Type from 'typebox';
import { DeviceAuthorizationHeaders } from './device-api';
import { defineEndpoint } from './endpoint';
import { ErrorBody, SIGNED_IN_ERRORS } from './error-body';
import { Photo } from './gallery';
import { PagingQuery } from './paging';
import { Bytes, EpochMs, OpaqueId } from './wire-types';
import { endpointRoutes } from './endpoint-routes';

/**
 * The Gallery trash as the account's devices keep it (help "If I delete a photo on my phone, is
 * it deleted everywhere?"): a photo deleted on one device moves to the trash for every device
 * and the cloud; it can be restored for GALLERY_TRASH_DAYS days (packages/domain
 * gallery-trash.ts), then it is deleted for good. Emptying the trash deletes its photos at once.
 * The portal's Gallery never shows a photo in the trash, but its bytes count toward storage
 * until it is deleted for good. Each call acts on the credential's own account.
 */

/** A photo as the account's devices see it: the portal's Photo, and whether it is in the trash. */
export const DevicePhoto = Type.Object({
  ...Photo.properties,
  /** When a device moved it to the trash; absent while it is in the Gallery. */
  trashedAt: Type.Optional(EpochMs),
  /** When it will be deleted for good unless restored (trashedAt + GALLERY_TRASH_DAYS); with trashedAt only. */
  purgeAt: Type.Optional(EpochMs),
});
export type DevicePhoto = Type.Static<typeof DevicePhoto>;

export const DevicePhotoListing = Type.Object({
  /** This page's photos, newest upload first (equal times in id order). */
  photos: Type.Array(DevicePhoto),
  /** Where the next page starts; absent on the last page. */
  nextCursor: Type.Optional(Type.String()),
});
export type DevicePhotoListing = Type.Static<typeof DevicePhotoListing>;

/**
 * The account's Gallery photos with their trash state, a page at a time (at most 100, the
 * default): what a device syncs its own Gallery and trash to. `trashed` keeps only the photos
 * in the trash (true) or only those out of it (false).
 */
export const listDevicePhotos = defineEndpoint({
  ...endpointRoutes.listDevicePhotos,
  summary: "List the account's Gallery photos and whether each is in the trash (device credential)",
  tags: ['device-api'],
  headers: DeviceAuthorizationHeaders,
  querystring: Type.Object({ trashed: Type.Optional(Type.Boolean()), ...PagingQuery }, { additionalProperties: false }),
  responses: { 200: DevicePhotoListing, ...SIGNED_IN_ERRORS },
});

/** The photo a trash call names, by the id its upload answered. */
const PhotoParams = Type.Object({ id: OpaqueId });

/**
 * The device deleted the photo: it moves to the trash, for every device of the account. 404
 * 40400003 for a photo the account does not have; 409 40900001 when it is in the trash already.
 */
export const trashDevicePhoto = defineEndpoint({
  ...endpointRoutes.trashDevicePhoto,
  summary: 'Move a Gallery photo to the trash, for every device of the account (device credential)',
  tags: ['device-api'],
  headers: DeviceAuthorizationHeaders,
  params: PhotoParams,
  responses: { 200: DevicePhoto, ...SIGNED_IN_ERRORS, 404: ErrorBody, 409: ErrorBody },
});

/**
 * Takes the photo out of the trash, back into the Gallery of every device and the portal. 404
 * 40400003 for a photo the account does not have (also one deleted for good); 409 40900002
 * when it is not in the trash.
 */
export const restoreDevicePhoto = defineEndpoint({
  ...endpointRoutes.restoreDevicePhoto,
  summary: 'Restore a Gallery photo from the trash (device credential)',
  tags: ['device-api'],
  headers: DeviceAuthorizationHeaders,
  params: PhotoParams,
  body: Type.Optional(Type.Object({}, { additionalProperties: false })),
  responses: { 200: DevicePhoto, ...SIGNED_IN_ERRORS, 404: ErrorBody, 409: ErrorBody },
});

/** Deletes every photo in the account's trash for good, at once: their storage is freed. */
export const emptyDevicePhotoTrash = defineEndpoint({
  ...endpointRoutes.emptyDevicePhotoTrash,
  summary: "Empty the account's Gallery trash: its photos are deleted for good (device credential)",
  tags: ['device-api'],
  headers: DeviceAuthorizationHeaders,
  responses: {
    200: Type.Object({ deleted: Type.Integer({ minimum: 0 }), freedBytes: Bytes }),
    400: ErrorBody,
    401: ErrorBody,
    403: ErrorBody,
  },
});
