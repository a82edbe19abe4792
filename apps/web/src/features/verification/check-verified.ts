import type { AppThunk } from '@/app/store';
import { getWebSignInVerified } from './api/get-web-sign-in-verified';
import { clearPendingVerification } from './pending-verification-cookies';
import { verifiedChecked } from './verification-slice';
import { rememberVerified } from './verified-flag';

/**
 * Asks the server whether this browser is verified (spec §4: "A check via GET isVerified
 * stores or clears the verified flag"). Answers null when the check itself failed; the
 * global error handler has dealt with that.
 */
export function checkVerified(signal?: AbortSignal): AppThunk<Promise<boolean | null>> {
  return async (dispatch) => {
    let isVerified: boolean;
    try {
      isVerified = await getWebSignInVerified(signal);
    } catch {
      return null;
    }
    void rememberVerified(isVerified);
    if (isVerified) clearPendingVerification();
    dispatch(verifiedChecked(isVerified));
    return isVerified;
  };
}
