// The start-up script. It is kept small: it settles the address, works out the viewer's
// language, and once the page has painted asks, side by side, for what the first screen needs
// (the app's chunks, the language's texts, who is signed in), then hands them to the app
// (start-app.tsx). On the sign-in page as drawn, that waits for the visitor to act
// (start-on-intent.ts).
import { PortalRoutes } from '@cloud-portal/contract/portal-routes';
import { loadResources } from '@/i18n/bundles';
import { PAGE_LANGUAGES } from '@/i18n/languages';
import { checkSessionEarly } from '@/lib/api/early-session-check';
import { prepareAddress, readStartPreferences, reloadWhenRestoredFromCache } from './bootstrap';
import { afterFirstPaint } from './after-first-paint';
import { hashRouteOf } from './hash-route';
import { nextTask } from './next-task';
import { requestPageChunks } from './page-chunks';
import { startsOnIntent, whenVisitorActs } from './start-on-intent';

/** The screens that check no session as they open (app/router.tsx: their loaders do not ask). */
const OPENS_WITHOUT_SESSION_CHECK: readonly string[] = [PortalRoutes.login, PortalRoutes.logout, PortalRoutes.timeout];

// The address is settled before the router reads it.
prepareAddress();
reloadWhenRestoredFromCache();

const preferences = readStartPreferences(PAGE_LANGUAGES);

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

/** Everything at once: the app's chunks, the texts, the session; then the app. */
function start() {
  requestPageChunks();
  if (!OPENS_WITHOUT_SESSION_CHECK.includes(hashRouteOf(window.location.hash).split('?')[0] ?? '/')) checkSessionEarly();
  const texts = loadResources(preferences.language);
  // Handled by the app, which falls back to English when they cannot be fetched.
  texts.catch(() => undefined);
  loadApp()
    .then(({ startApp }) => startApp({ preferences, texts }))
    .catch((error: unknown) => console.error('The portal could not start', error));
}

// Once the page has painted: at once, or on the sign-in page when the visitor acts.
afterFirstPaint(() => (startsOnIntent() ? whenVisitorActs(start) : start()));
