import { getGalleryQuota, getPhotos, getPhotoThumbnail } from '@cloud-portal/contract/gallery';
import type { FastifyInstance } from 'fastify';
import { cloudAccountOf } from '../../http/cloud-account';
import { registerEndpoint } from '../../http/register-endpoint';
import type { PortalServices } from '../../portal-services';
import { galleryQuota, newestPhotos, photoThumbnail } from './gallery-service';

/** Thumbnails of a photo never change (a photo is replaced by a new id), so browsers may keep them a day. */
const THUMBNAIL_CACHE_CONTROL = 'private, max-age=86400';

/** Gallery calls (spec §7): quota, newest photos, thumbnails (made from the originals in the blob store). */
export async function galleryRoutes(app: FastifyInstance, deps: PortalServices): Promise<void> {
  registerEndpoint(app, getGalleryQuota, async (request) =>
    galleryQuota(deps.db, cloudAccountOf(request).accountId, request.params.serviceId),
  );

  registerEndpoint(app, getPhotos, async (request) => ({
    list: await newestPhotos(deps.db, cloudAccountOf(request).accountId, request.query.count),
  }));

  registerEndpoint(app, getPhotoThumbnail, async (request, reply) => {
    const thumbnail = await photoThumbnail(deps.db, deps.blobs, cloudAccountOf(request).accountId, request.params.photoId, request.query.size);
    // The contract's 200 is binary (Uint8Array): Fastify sends a Buffer as it is, unserialised.
    return reply.type('image/jpeg').header('cache-control', THUMBNAIL_CACHE_CONTROL).send(thumbnail);
  });
}
