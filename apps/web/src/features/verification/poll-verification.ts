import type { AppThunk } from '@/app/store';
import { pollWebSignIn } from './api/poll-web-sign-in';
import { endVerification } from './end-verification';
import { finishVerification } from './finish-verification';
import { isNoAnswer, rcodeOf, VerificationRcodes } from './verification-rcodes';
import { stillPending } from './verification-slice';

export type PollOutcome = 'verified' | 'pending' | 'expired' | 'failed' | 'aborted';

/**
 * One poll of the pending request (spec §4: every 5 seconds while a code is held). 200:
 * verified. 401 135001: still pending, as expected. 400 135603: expired. No answer at all
 * (a network blip): still pending, the next poll tries again. Anything else: every
 * verification cookie is cleared and the error flag set.
 */
export function pollVerification(signal?: AbortSignal): AppThunk<Promise<PollOutcome>> {
  return async (dispatch, getState) => {
    const { authCode } = getState().verification;
    if (authCode === null) return 'failed';
    try {
      await pollWebSignIn(authCode, signal);
    } catch (error) {
      if (signal?.aborted) return 'aborted';
      // A newer start replaced the code while this poll was out: its answer no longer counts.
      if (getState().verification.authCode !== authCode) return 'aborted';
      const rcode = rcodeOf(error);
      if (rcode === VerificationRcodes.pending || isNoAnswer(error)) {
        dispatch(stillPending());
        return 'pending';
      }
      return dispatch(endVerification(rcode));
    }
    if (signal?.aborted || getState().verification.authCode !== authCode) return 'aborted';
    dispatch(finishVerification());
    return 'verified';
  };
}
