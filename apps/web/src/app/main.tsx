// The start-up script. It is kept small: it settles the address, works out the viewer's
// language, and asks at once, side by side, for what the first screen needs (the app's
// chunk, the language's texts, who is signed in), then hands them to the app (start-app.tsx).
import { PortalRoutes } from '@cloud-portal/contract/portal-routes';
import { loadResources } from '@/i18n/bundles';
import { PAGE_LANGUAGES } from '@/i18n/languages';
import { checkSessionEarly } from '@/lib/early-session-check';
import { prepareAddress, readStartPreferences, reloadWhenRestoredFromCache } from './bootstrap';
import { hashRouteOf } from './hash-route';
import { nextTask } from './next-task';

/** The screens that check no session as they open (app/router.tsx: their loaders do not ask). */
const OPENS_WITHOUT_SESSION_CHECK: readonly string[] = [PortalRoutes.login, PortalRoutes.logout, PortalRoutes.timeout];

// The address is settled before the router reads it.
prepareAddress();
reloadWhenRestoredFromCache();

if (!OPENS_WITHOUT_SESSION_CHECK.includes(hashRouteOf(window.location.hash).split('?')[0] ?? '/')) checkSessionEarly();

const preferences = readStartPreferences(PAGE_LANGUAGES);
const texts = loadResources(preferences.language);
// Handled by the app, which falls back to English when they cannot be fetched.
texts.catch(() => undefined);

/**
 * The app's code, evaluated a library at a time, each in a task of its own: evaluated all at
 * once it is one long task, during which the page cannot answer a tap. The page asked for
 * every chunk already (`modulepreload`), so these wait for no download in turn.
 */
async function loadApp() {
  await import('react-dom/client');
  await nextTask();
  await import('react-router');
  await nextTask();
  await import('@reduxjs/toolkit');
  await nextTask();
  await import('i18next');
  await nextTask();
  return import('./start-app');
}

loadApp()
  .then(({ startApp }) => startApp({ preferences, texts }))
  .catch((error: unknown) => console.error('The portal could not start', error));
