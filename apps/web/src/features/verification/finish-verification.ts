import type { AppThunk } from '@/app/store';
import { clearPendingVerification } from './pending-verification-cookies';
import { verified } from './verification-slice';
import { rememberVerified } from './verified-flag';

/**
 * This browser is verified (spec §4: "A 200 or 201 means verified"): the encrypted verified
 * flag is stored and the pending-auth cookies cleared. Where to go is the caller's to say.
 */
export function finishVerification(): AppThunk {
  return (dispatch) => {
    void rememberVerified(true);
    clearPendingVerification();
    dispatch(verified());
  };
}
