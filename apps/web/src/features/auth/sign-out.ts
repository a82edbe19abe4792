import type { SignOutReason } from '@cloud-portal/contract/sign-in';
import type { AppThunk } from '@/app/store';
import { submitFormNavigation } from '@/lib/navigation/submit-form-navigation';
import { LocalStorageKeys, SessionStorageKeys } from '@/lib/storage/storage-keys';
import { loggedOut } from '@/stores/session-actions';
import { endSession } from './api/end-session';
import { signOutFailed } from './auth-slice';

/**
 * Spec §2 User drawer "Sign out" and §4 Logout: log out here, leave the flags, end the
 * server session and follow the provider's sign-out form (which returns to #/logout or
 * #/timeout). Resolves false when the server could not be asked, so the caller can still
 * show the signed-out page.
 */
export function signOut(reason: SignOutReason): AppThunk<Promise<boolean>> {
  return async (dispatch) => {
    dispatch(loggedOut());
    try {
      localStorage.setItem(LocalStorageKeys.signedOut, '1');
      sessionStorage.setItem(SessionStorageKeys.signOutReason, reason);
    } catch {
      // Storage can be switched off; signing out does not depend on it.
    }
    try {
      submitFormNavigation(await endSession(reason));
      return true;
    } catch (error) {
      dispatch(signOutFailed(error instanceof Error ? error.message : null));
      return false;
    }
  };
}
