// The start-up script. It is kept small: it settles the address, works out the viewer's
// language, and asks at once, side by side, for what the first screen needs (the app's
// chunk and the language's texts), then hands them to the app (start-app.tsx).
import { loadResources } from '@/i18n/bundles';
import { PAGE_LANGUAGES } from '@/i18n/languages';
import { prepareAddress, readStartPreferences, reloadWhenRestoredFromCache } from './bootstrap';

// The address is settled before the router reads it.
prepareAddress();
reloadWhenRestoredFromCache();

const preferences = readStartPreferences(PAGE_LANGUAGES);
const texts = loadResources(preferences.language);
// Handled by the app, which falls back to English when they cannot be fetched.
texts.catch(() => undefined);

import('./start-app')
  .then(({ startApp }) => startApp({ preferences, texts }))
  .catch((error: unknown) => console.error('The portal could not start', error));
