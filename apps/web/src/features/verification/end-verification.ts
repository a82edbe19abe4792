import type { AppThunk } from '@/app/store';
import { clearPendingVerification } from './pending-verification-cookies';
import { VerificationRcodes } from './verification-rcodes';
import { verificationExpired, verificationFailed } from './verification-slice';

/**
 * A refusal that ends the request on show (a poll's, or the e-mail link's): every
 * verification cookie is cleared, and the screen says the window passed (400 135603) or that
 * the verification failed (any other rcode, or none).
 */
export function endVerification(rcode: number | null): AppThunk<'expired' | 'failed'> {
  return (dispatch) => {
    clearPendingVerification();
    if (rcode === VerificationRcodes.expired) {
      dispatch(verificationExpired({ code: rcode }));
      return 'expired';
    }
    dispatch(verificationFailed({ code: rcode }));
    return 'failed';
  };
}
