import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { detectCountry, detectLanguage } from '@/i18n/detect-language';
import { availableLanguages, FALLBACK_LANGUAGE, initI18n } from '@/i18n/i18n';
import { LocalStorageKeys } from '@/lib/storage-keys';
import { makePreferencesState } from '@/stores/preferences-slice';
import '@/ui/theme.css';
import { prepareAddress, reloadWhenRestoredFromCache } from './bootstrap';
import { wireGlobalErrorHandling } from './global-error-effects';
import { AppProviders } from './providers';
import { createAppRouter } from './router';
import { makeStore } from './store';

function readStored(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

async function start(): Promise<void> {
  // The address is settled before the router reads it.
  prepareAddress();
  reloadWhenRestoredFromCache();

  const language = detectLanguage({
    stored: readStored(LocalStorageKeys.language),
    browserLanguages: navigator.languages,
    available: availableLanguages,
  });
  const countryCode = detectCountry(readStored(LocalStorageKeys.country));
  const i18n = await initI18n(language).catch(async (error: unknown) => {
    console.error('Could not load the texts of the language in use', error);
    return initI18n(FALLBACK_LANGUAGE);
  });

  const store = makeStore({ preferences: makePreferencesState(i18n.language, countryCode) });
  const router = createAppRouter(store);
  wireGlobalErrorHandling(router, store);

  const root = document.getElementById('root');
  if (root === null) throw new Error('The page has no #root element');
  createRoot(root).render(
    <StrictMode>
      <AppProviders store={store} i18n={i18n}>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>,
  );
}

void start();
