import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import type { Resource } from 'i18next';
import { isRightToLeft } from '@cloud-portal/domain/right-to-left';
import { documentLanguageOf, FALLBACK_LANGUAGE } from '@/i18n/bundles';
import { initI18n } from '@/i18n/i18n';
import '@/ui/theme.css';
import { APP_STARTED_ATTRIBUTE, STALE_PAGE_ATTRIBUTE, takeEarlyPresses } from './first-paint';
import { wireGlobalErrorHandling } from './global-error-effects';
import { prerenderedHydrationData, resolveLazyMatches } from './hydration';
import { AppRoot } from './app-root';
import { createAppRouter, createRoutes } from './router';
import { prefetchWhenSignedIn } from './prefetch-screens';
import { nextTask } from './next-task';
import { pageTakeOver } from './take-over-page';
import { clientStorage } from '@/stores/client-storage';
import { persistState, restorePersistedState } from '@/stores/persisted-store';
import type { PreferencesState } from '@/stores/preferences-state';
import { makeStore, persistedParts, type RootState } from './store';

export interface AppStart {
  /** The viewer's preferences, worked out by the start-up script (main.tsx). */
  preferences: PreferencesState;
  /** The language's texts, asked for by the start-up script. */
  texts: Promise<Resource>;
}

/**
 * The app: its texts, its store (with the kept slices), its router, shown in #root. A page
 * the server sent prerendered is taken over in place when it is the page the app would
 * draw (take-over-page.ts); otherwise the app draws its own.
 */
export async function startApp({ preferences, texts }: AppStart): Promise<void> {
  const i18n = await initI18n(preferences.language, undefined, undefined, undefined, undefined, texts).catch(
    async (error: unknown) => {
      console.error('Could not load the texts of the language in use', error);
      return initI18n(FALLBACK_LANGUAGE);
    },
  );

  // What was kept (store.ts persistedParts: device images and tab, selected device, backup
  // tab, the profile, the backup and device lists) starts the store.
  const kept = await restorePersistedState<RootState>(persistedParts, clientStorage);
  // The direction of the text shown: a language still shown in English reads left to right.
  const appPreferences = {
    ...preferences,
    language: i18n.language,
    isRightToLeft: isRightToLeft(documentLanguageOf(i18n.language)),
  };
  const store = makeStore({ ...kept.preloadedState, preferences: appPreferences }, kept.keptQueries);
  // Nothing is written for a visitor or once the account has logged out (spec §2: purge and pause).
  persistState(store, persistedParts, clientStorage, {
    isPaused: (state) => !state.auth.isLoggedIn || state.auth.fullyLogout,
  });

  await nextTask();
  const routes = createRoutes(store);
  const takeOver = pageTakeOver(appPreferences);
  if (takeOver.how === 'hydrate-screen') await resolveLazyMatches(routes, takeOver.route);
  const router = createAppRouter(
    routes,
    takeOver.how === 'hydrate-screen' ? prerenderedHydrationData(routes, takeOver.route) : undefined,
  );
  wireGlobalErrorHandling(router, store);
  prefetchWhenSignedIn(store, routes);

  await nextTask();
  const root = document.getElementById('root');
  if (root === null) throw new Error('The page has no #root element');
  // Once the app shows: a hidden prerendered page was replaced, so #root can show again; a
  // screen taken over in place runs its loaders now (what they do besides answering —
  // purging the cache on the sign-in page, checking the session on a help page — was left
  // for this moment).
  let shown = false;
  const onShown = () => {
    if (shown) return;
    shown = true;
    document.documentElement.removeAttribute(STALE_PAGE_ATTRIBUTE);
    // Says the page now answers: the journeys wait for it before they measure the page.
    document.documentElement.setAttribute(APP_STARTED_ATTRIBUTE, '');
    if (takeOver.how === 'hydrate-screen') void router.revalidate();
    // What was pressed on the drawn page before the app ran happens now.
    for (const button of takeEarlyPresses()) button.click();
  };
  const app = <AppRoot store={store} i18n={i18n} router={router} onShown={onShown} />;
  if (takeOver.how === 'render') {
    // What the server drew is not this page: the app's own drawing replaces it.
    root.replaceChildren();
    createRoot(root).render(app);
  } else {
    // As a transition, the taking over is done in slices, between which the page answers taps,
    // rather than in one long task.
    startTransition(() => {
      hydrateRoot(root, app, {
      // A page that differs from the app's first render is drawn again by the app; worth
      // knowing, since the build should have drawn it the same.
        onRecoverableError: (error, info) => console.warn('The prerendered page was drawn again', error, info.componentStack),
      });
    });
  }
}
