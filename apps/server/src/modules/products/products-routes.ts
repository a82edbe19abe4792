import { downloadProductImage, fetchProducts } from '@cloud-portal/contract/products';
import type { FastifyInstance } from 'fastify';
import { registerEndpoint } from '../../http/register-endpoint';
import type { PortalServices } from '../../portal-services';

/** A device picture never changes under its id (ids are made from the bytes). */
const IMAGE_CACHE_CONTROL = 'private, max-age=86400';
/**
 * SVG is a document that could carry script: even though the catalogue's images are the
 * project's own, the image response allows nothing to run or load if opened directly.
 */
const IMAGE_CONTENT_SECURITY_POLICY = "default-src 'none'; style-src 'unsafe-inline'; sandbox";

/** Device product names and pictures (spec §7 /pki/v2). */
export async function productsRoutes(app: FastifyInstance, deps: PortalServices): Promise<void> {
  registerEndpoint(app, fetchProducts, async (request) => deps.products.find(request.body));

  registerEndpoint(app, downloadProductImage, async (request, reply) => {
    const image = await deps.products.image(request.params.imageId);
    // The contract's 200 is binary (Uint8Array): Fastify sends a Buffer as it is, unserialised.
    return reply
      .type(image.contentType)
      .header('cache-control', IMAGE_CACHE_CONTROL)
      .header('content-security-policy', IMAGE_CONTENT_SECURITY_POLICY)
      .send(image.data);
  });
}
