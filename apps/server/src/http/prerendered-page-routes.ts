import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { PortalRoutes } from '@cloud-portal/contract/portal-routes';
import {
  prerenderedPagePath,
  type PrerenderManifest,
  type PrerenderedVariant,
} from '@cloud-portal/contract/prerendered-pages';
import { resolveStartPreferences } from '@cloud-portal/domain/start-preferences';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { SESSION_COOKIE } from '../auth/auth-cookies';
import { acceptedLanguages } from './accept-language';

type ManifestPage = PrerenderManifest['pages'][number];

/** The encodings the build wrote beside each page, best first, with their file suffix. */
const ENCODINGS = [
  { name: 'br', suffix: '.br' },
  { name: 'gzip', suffix: '.gz' },
] as const;

/** Whether `Accept-Encoding` takes `encoding` (listed without `q=0`, or through `*`). */
function accepts(header: string | undefined, encoding: string): boolean {
  return (header ?? '').split(',').some((part) => {
    const [name = '', ...parameters] = part.trim().toLowerCase().split(';');
    const refused = parameters.some((parameter) => /^\s*q\s*=\s*0(\.0*)?\s*$/.test(parameter));
    return (name.trim() === encoding || name.trim() === '*') && !refused;
  });
}

/**
 * The variant of `page` the browser will start in: the language and country it works out
 * from its languages (spec §5, the same rule as the app's start), else the page in that
 * language's default country (the app then redraws the country's parts), else the fallback.
 */
export function variantFor(manifest: PrerenderManifest, page: ManifestPage, acceptLanguage: string | undefined): PrerenderedVariant {
  const wanted = resolveStartPreferences({
    storedLanguage: null,
    storedCountry: null,
    browserLanguages: acceptedLanguages(acceptLanguage),
    availableLanguages: manifest.pageLanguages,
    supportedCountries: manifest.supportedCountries,
  });
  return (
    page.variants.find((variant) => variant.language === wanted.language && variant.countryCode === wanted.countryCode) ??
    page.variants.find((variant) => variant.language === wanted.language) ??
    manifest.fallbackVariant
  );
}

/**
 * Sends the prerendered pages (apps/web/build/prerender-pages.ts) instead of the empty app
 * page, so the page paints before any script has run:
 * - the portal's address: the signed-in frame to a browser with a session cookie, the
 *   sign-in page to anyone else;
 * - the path form of a prerendered screen (`/logout`, `/info-e2ee`): that screen (the page's
 *   own script moves the address to the hash form the app routes by).
 * In the browser's language and country, compressed as it accepts, never cached (the
 * choice depends on the cookie and the languages, so caches are told so).
 */
export async function prerenderedPageRoutes(
  app: FastifyInstance,
  options: { webDistDir: string; manifest: PrerenderManifest },
): Promise<void> {
  const { manifest, webDistDir } = options;
  const named = (name: string) => manifest.pages.find((page) => page.name === name);
  const login = named('login');
  const frame = named('frame');

  async function sendPage(request: FastifyRequest, reply: FastifyReply, page: ManifestPage): Promise<FastifyReply> {
    const file = path.join(webDistDir, prerenderedPagePath(page, variantFor(manifest, page, request.headers['accept-language'])));
    const encoding = ENCODINGS.find(({ name }) => accepts(request.headers['accept-encoding'], name));
    const body = await readFile(`${file}${encoding?.suffix ?? ''}`);
    if (encoding !== undefined) reply.header('content-encoding', encoding.name);
    return reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .header('vary', 'accept-encoding, accept-language, cookie')
      .send(body);
  }

  if (login !== undefined && frame !== undefined) {
    app.get(PortalRoutes.home, { schema: { hide: true } }, async (request, reply) =>
      sendPage(request, reply, request.cookies[SESSION_COOKIE] ? frame : login),
    );
  }
  for (const page of manifest.pages) {
    if (page.kind !== 'screen') continue;
    app.get(page.route, { schema: { hide: true } }, async (request, reply) => sendPage(request, reply, page));
  }
}
