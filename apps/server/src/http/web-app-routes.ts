import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { isPrecompressedFile } from '@cloud-portal/contract/precompressed-files';
import { isPortalRoute, PortalRoutes } from '@cloud-portal/contract/portal-routes';
import { Rcodes } from '@cloud-portal/contract/rcodes';
import type { PrerenderManifest } from '@cloud-portal/contract/prerendered-pages';
import type { FastifyInstance } from 'fastify';
import { prerenderedPageRoutes } from './prerendered-page-routes';

/**
 * Serves the built single-page app (its prerendered pages first) and answers everything no
 * other route claims:
 * the path form of a screen (`/backup?x=1`) goes to its hash form (`/#/backup?x=1`),
 * another page address to the not-found screen, anything else a JSON 404.
 */
export async function webAppRoutes(
  app: FastifyInstance,
  options: { webDistDir: string; prerendered: PrerenderManifest | null },
): Promise<void> {
  const indexFile = path.join(options.webDistDir, 'index.html');
  if (existsSync(indexFile)) {
    // The public pages and the signed-in frame, drawn at build time, where the build has them.
    if (options.prerendered !== null) {
      await app.register(prerenderedPageRoutes, { webDistDir: options.webDistDir, manifest: options.prerendered });
    }
    await app.register(fastifyStatic, {
      root: options.webDistDir,
      index: ['index.html'],
      // The build writes a brotli and a gzip copy beside each text file
      // (apps/web/build/precompress-dist.ts): nothing is compressed per request.
      preCompressed: true,
      cacheControl: false,
      setHeaders(res, filePath) {
        const servedFile = withoutCompressionSuffix(filePath);
        res.setHeader('cache-control', cacheControlFor(servedFile));
        // Shared caches must keep the brotli, gzip and plain copies apart.
        if (isPrecompressedFile(servedFile)) res.setHeader('vary', 'accept-encoding');
      },
    });
  } else {
    app.get('/', { schema: { hide: true } }, async (_request, reply) =>
      reply
        .code(503)
        .type('text/plain; charset=utf-8')
        .send('The web app is not built yet: run `npm run build`, or start the portal with `npm start`.\n'),
    );
  }

  app.setNotFoundHandler(async (request, reply) => {
    const url = new URL(request.url, 'http://portal.invalid');
    const isApi = url.pathname.startsWith('/api/') || url.pathname.startsWith('/auth/');
    if ((request.method === 'GET' || request.method === 'HEAD') && !isApi) {
      if (url.pathname !== PortalRoutes.home && isPortalRoute(url.pathname)) {
        return reply.redirect(`/#${url.pathname}${url.search}`, 302);
      }
      if (request.headers.accept?.includes('text/html')) {
        return reply.redirect(`/#${PortalRoutes.error404}`, 302);
      }
    }
    return reply.code(404).send({ rcode: Rcodes.NOT_FOUND.rcode, rmsg: `No such resource: ${request.method} ${url.pathname}` });
  });
}

/** The file a `.br` or `.gz` copy stands for. */
function withoutCompressionSuffix(filePath: string): string {
  return filePath.replace(/\.(br|gz)$/, '');
}

/**
 * The page must never come from a cache once signed out; hashed bundles never change, so
 * they can be kept for good; other static files (logos, the intro video) for an hour.
 */
function cacheControlFor(filePath: string): string {
  if (filePath.endsWith('.html')) return 'no-store';
  if (filePath.includes(`${path.sep}assets${path.sep}`)) return 'public, max-age=31536000, immutable';
  return 'public, max-age=3600';
}
