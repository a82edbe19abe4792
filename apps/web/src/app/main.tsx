import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { isRightToLeft } from '@cloud-portal/domain/right-to-left';
import { availableLanguages, FALLBACK_LANGUAGE, initI18n } from '@/i18n/i18n';
import '@/ui/theme.css';
import { prepareAddress, readStartPreferences, reloadWhenRestoredFromCache } from './bootstrap';
import { wireGlobalErrorHandling } from './global-error-effects';
import { AppProviders } from './providers';
import { createAppRouter } from './router';
import { clientStorage } from '@/stores/client-storage';
import { persistState, restorePersistedState } from '@/stores/persisted-store';
import { makeStore, persistedSlices, type RootState } from './store';

async function start(): Promise<void> {
  // The address is settled before the router reads it.
  prepareAddress();
  reloadWhenRestoredFromCache();

  const preferences = readStartPreferences(availableLanguages);
  const i18n = await initI18n(preferences.language).catch(async (error: unknown) => {
    console.error('Could not load the texts of the language in use', error);
    return initI18n(FALLBACK_LANGUAGE);
  });

  // The kept slices (store.ts persistedSlices: device images and tab, selected device, backup
  // tab, the backup lists, the profile) start the store.
  const kept = await restorePersistedState<RootState>(persistedSlices, clientStorage);
  const store = makeStore({
    ...kept,
    preferences: { ...preferences, language: i18n.language, isRightToLeft: isRightToLeft(i18n.language) },
  });
  // Nothing is written for a visitor or once the account has logged out (spec §2: purge and pause).
  persistState(store, persistedSlices, clientStorage, {
    isPaused: (state) => !state.auth.isLoggedIn || state.auth.fullyLogout,
  });
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
