import type { PreferencesState } from '@/stores/preferences-state';
import { STALE_PAGE_ATTRIBUTE } from './first-paint';
import { hashRouteOf } from './hash-route';

/** What the server sent in #root: a screen drawn at build time, the signed-in frame, or nothing. */
export type PageTakeOver =
  | { readonly how: 'hydrate-screen'; readonly route: string }
  | { readonly how: 'hydrate-frame' }
  | { readonly how: 'render' };

/**
 * Whether the app can take the prerendered page over in place (hydration) or must draw its
 * own: only when the page is the screen the app starts on (any screen, for the frame), in
 * the app's language and country, without high contrast (app/first-paint.ts decided the
 * same before the first paint and marked the page stale otherwise).
 */
export function pageTakeOver(
  preferences: PreferencesState,
  doc: Pick<Document, 'documentElement' | 'getElementById'> = document,
  hash: string = window.location.hash,
): PageTakeOver {
  const html = doc.documentElement;
  const kind = html.getAttribute('data-page-kind');
  const drawn = doc.getElementById('root')?.hasChildNodes() ?? false;
  if (
    !drawn ||
    kind === null ||
    html.hasAttribute(STALE_PAGE_ATTRIBUTE) ||
    preferences.isHighContrast ||
    html.lang !== preferences.language ||
    html.getAttribute('data-page-country') !== preferences.countryCode
  ) {
    return { how: 'render' };
  }
  if (kind === 'frame') return { how: 'hydrate-frame' };
  const route = hashRouteOf(hash);
  const path = route.split('?')[0];
  return path === html.getAttribute('data-page-route') ? { how: 'hydrate-screen', route } : { how: 'render' };
}
