/**
 * The pages the web build draws to HTML (apps/web/build/prerender-pages.ts) and the server
 * sends in place of the empty app page (apps/server/src/http/prerendered-page-routes.ts).
 * - `screen`: a public screen (sign-in, sign-out, time-out, help, error pages), at its route;
 * - `frame`: the page around any screen while its data loads, for a browser with a session.
 */
export interface PrerenderedPage {
  readonly name: string;
  readonly kind: 'screen' | 'frame';
  /** The hash route the page shows (`/login`); `/` for the frame. */
  readonly route: string;
  /**
   * Drawn for every country of each language (the pages a visitor lands on most: sign-in,
   * sign-out, time-out, the frame), or for each language in its default country only.
   */
  readonly everyCountry: boolean;
}

/** A language and country the pages are drawn in. */
export interface PrerenderedVariant {
  readonly language: string;
  readonly countryCode: string;
}

/** What the build wrote, read by the server at start. */
export interface PrerenderManifest {
  readonly pages: readonly (PrerenderedPage & { readonly variants: readonly PrerenderedVariant[] })[];
  /** The variant sent when the browser's language and country match none. */
  readonly fallbackVariant: PrerenderedVariant;
  /** What the browser chooses from (spec §5), so the server can choose the same. */
  readonly pageLanguages: readonly string[];
  readonly supportedCountries: readonly string[];
  /** Content-Security-Policy sources (`'sha256-…'`) of the pages' inline script. */
  readonly inlineScriptHashes: readonly string[];
}

/** Where the manifest is, under the web app's build folder. */
export const PRERENDER_MANIFEST_PATH = 'pages/manifest.json';

/** Where a page drawn in a variant is, under the web app's build folder. */
export function prerenderedPagePath(page: Pick<PrerenderedPage, 'name'>, variant: PrerenderedVariant): string {
  return `pages/${page.name}.${variant.language}-${variant.countryCode}.html`;
}
