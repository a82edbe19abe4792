// The build's renderer (apps/web/build/prerender-pages.ts): draws one public page to HTML,
// with the same routes, store and texts the app starts with, so the app can take the page
// over in place (app/start-app.tsx). Runs in Node at build time, never in the browser.
import { renderToString } from 'react-dom/server';
import { createMemoryRouter } from 'react-router';
import i18next from 'i18next';
import { AppRoot } from '@/app/app-root';
import { prerenderedHydrationData, resolveLazyMatches } from '@/app/hydration';
import { createRoutes } from '@/app/router';
import { makeStore } from '@/app/store';
import { changeLanguage, initI18n } from '@/i18n/i18n';
import { makePreferencesState } from '@/stores/preferences-state';
import type { PrerenderedPage, PrerenderedVariant } from '@cloud-portal/contract/prerendered-pages';
import { resolveStartPreferences } from '@cloud-portal/domain/start-preferences';
import { REGIONS, SUPPORTED_COUNTRIES } from '@/i18n/region-list';
import { COMPLETE_LANGUAGES, PAGE_LANGUAGES } from '@/i18n/languages';
import { FIRST_PAINT_SETTINGS, firstPaintScript } from '@/app/first-paint';
import { FONT_FACES_ELEMENT_ID } from '@/fonts/page-font-faces';
import { PAGE_CHUNKS_ELEMENT_ID, SCREEN_CHUNKS_ELEMENT_ID } from '@/app/page-chunks';
import { fontForLanguage } from '@/fonts/font-for-language';
import { FRAME_SCREEN_MODULES, PAGE_MODULES, PRERENDERED_PAGES } from './prerendered-pages';

export {
  FIRST_PAINT_SETTINGS,
  firstPaintScript,
  FONT_FACES_ELEMENT_ID,
  fontForLanguage,
  FRAME_SCREEN_MODULES,
  PAGE_CHUNKS_ELEMENT_ID,
  PAGE_LANGUAGES,
  PAGE_MODULES,
  PRERENDERED_PAGES,
  SCREEN_CHUNKS_ELEMENT_ID,
  SUPPORTED_COUNTRIES,
};

export interface PageRender {
  page: PrerenderedPage;
  variant: PrerenderedVariant;
}

/**
 * The languages and countries a page is drawn in: each complete language in the country a
 * browser asking for that language alone starts in (spec §5: `de` → US, `ko` → KR); for the
 * pages drawn for every country, also in each country whose first language it is (`de-AT`,
 * `de-DE`, `de-CH`…), as browsers there ask.
 */
export function prerenderedVariants(page: PrerenderedPage): PrerenderedVariant[] {
  const start = (browserLanguage: string): PrerenderedVariant =>
    resolveStartPreferences({
      storedLanguage: null,
      storedCountry: null,
      browserLanguages: [browserLanguage],
      availableLanguages: PAGE_LANGUAGES,
      supportedCountries: SUPPORTED_COUNTRIES,
    });
  const variants = COMPLETE_LANGUAGES.map((language) => start(language));
  if (page.everyCountry) {
    for (const country of REGIONS.flatMap((region) => region.countries)) {
      const first = country.languages[0]?.code;
      if (first !== undefined && COMPLETE_LANGUAGES.includes(first)) variants.push(start(`${first}-${country.code}`));
    }
  }
  const unique = new Map(variants.map((variant) => [`${variant.language}-${variant.countryCode}`, variant]));
  return [...unique.values()];
}

/**
 * The app's own i18next instance, as in the browser: routes fetch their areas into it
 * (features/help/help-routes.tsx). Started once, then switched from page to page.
 */
let started = false;

async function textsIn(language: string): Promise<typeof i18next> {
  if (started) {
    await changeLanguage(language, i18next);
  } else {
    await initI18n(language, i18next, undefined, async () => undefined);
    started = true;
  }
  return i18next;
}

/** The page's markup, the inside of `#root`. Pages are drawn one after the other. */
export async function renderPage({ page, variant: { language, countryCode } }: PageRender): Promise<string> {
  const i18n = await textsIn(language);
  const store = makeStore({ preferences: makePreferencesState(language, countryCode) });
  const routes = createRoutes(store);
  // The signed-in frame is the loading state itself: the router has not loaded anything yet.
  if (page.kind === 'screen') await resolveLazyMatches(routes, page.route);
  const router = createMemoryRouter(routes, {
    initialEntries: [page.route],
    hydrationData: page.kind === 'screen' ? prerenderedHydrationData(routes, page.route) : undefined,
  });
  // The browser's router is a hash router: its links read `#/backup`. A memory router's
  // read `/backup`, so they are drawn the hash router's way, as the browser will.
  const pathHref = router.createHref.bind(router);
  router.createHref = (location) => `#${pathHref(location)}`;
  const html = renderToString(<AppRoot store={store} i18n={i18n} router={router} />);
  router.dispose();
  return html;
}
