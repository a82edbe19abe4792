import { PortalRoutes } from '@cloud-portal/contract/portal-routes';
import { sessionCleared } from '@/features/auth/auth-slice';
import { signOut } from '@/features/auth/sign-out';
import { configureGlobalErrorEffects } from '@/lib/api/global-error-handler';
import { LocalStorageKeys } from '@/lib/storage/storage-keys';
import { selectIsProgressDialogOpen } from '@/stores/progress-slice';
import type { AppRouter } from './router';
import type { AppStore } from './store';

/** Connects the global error handler (src/lib) to the running router and store. */
export function wireGlobalErrorHandling(router: AppRouter, store: AppStore): () => void {
  return configureGlobalErrorEffects({
    pathname: () => router.state.location.pathname,
    isOffline: () => !navigator.onLine,
    // The progress dialog shows a failed step itself (spec §8: no 500 page during one).
    isProgressDialogOpen: () => selectIsProgressDialogOpen(store.getState()),
    navigate: (to) => void router.navigate(to),
    reload: () => window.location.reload(),
    signOut: () => {
      void store.dispatch(signOut('signOut')).then(async (leftForProvider) => {
        if (!leftForProvider) await router.navigate(PortalRoutes.logout);
      });
    },
    clearSession: () => store.dispatch(sessionCleared()),
    removeVerifiedFlag: () => {
      try {
        localStorage.removeItem(LocalStorageKeys.verified);
      } catch {
        // Storage switched off: there is no flag to remove.
      }
    },
  });
}
