import type { AppStore } from '@/app/store';

/**
 * Waits for the session check that the `protected` parent route runs beside this route's
 * loader (React Router runs them together), and answers whether it succeeded. Spec §2:
 * when the check fails, a protected route loads nothing.
 */
export async function whenSignedIn(store: AppStore): Promise<boolean> {
  // The parent's loader starts first; let it mark the check as under way.
  await Promise.resolve();
  return new Promise((resolve) => {
    const settled = (): boolean => {
      const { isAuthenticating, isLoggedIn } = store.getState().auth;
      if (isAuthenticating) return false;
      resolve(isLoggedIn);
      return true;
    };
    if (settled()) return;
    const unsubscribe = store.subscribe(() => {
      if (settled()) unsubscribe();
    });
  });
}
