import { StrictMode, useEffect } from 'react';
import type { i18n as I18n } from 'i18next';
import { RouterProvider } from 'react-router/dom';
import type { DataRouter } from 'react-router';
import { AppProviders } from './providers';
import type { AppStore } from './store';

export interface AppRootProps {
  store: AppStore;
  i18n: I18n;
  router: DataRouter;
  /** Runs once the app is on screen (after it took a prerendered page over, or drew its own). */
  onShown?: () => void;
}

function ShownEffect({ onShown }: { onShown?: () => void }) {
  useEffect(() => onShown?.(), [onShown]);
  return null;
}

/**
 * The whole app as it is rendered: by the browser (app/start-app.tsx) and by the build for
 * prerendered pages (prerender/render-page.tsx). One tree for both, so a prerendered page is
 * exactly what the browser's first render draws.
 */
export function AppRoot({ store, i18n, router, onShown }: AppRootProps) {
  return (
    <StrictMode>
      <AppProviders store={store} i18n={i18n}>
        <RouterProvider router={router} />
        <ShownEffect onShown={onShown} />
      </AppProviders>
    </StrictMode>
  );
}
