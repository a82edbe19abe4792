/** The part of the store the wait reads: the auth state of the session check. */
export interface SessionCheckStore {
  getState(): { auth: { isAuthenticating: boolean; isLoggedIn: boolean } };
  subscribe(listener: () => void): () => void;
}

/**
 * For the loaders of protected screens: waits for the session check that the `protected`
 * parent route runs beside them (React Router runs parent and child loaders together), and
 * answers whether it succeeded. Spec §2: when the check fails, a protected route loads nothing.
 */
export async function whenSignedIn(store: SessionCheckStore): Promise<boolean> {
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
