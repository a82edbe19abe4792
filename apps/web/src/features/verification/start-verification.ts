import { EMAIL_VERIFICATION_WINDOW_MS } from '@cloud-portal/domain/constants';
import type { AppThunk } from '@/app/store';
import { startWebSignIn } from './api/start-web-sign-in';
import { finishVerification } from './finish-verification';
import { clearPendingVerification, writePendingVerification } from './pending-verification-cookies';
import { rcodeOf, VerificationRcodes } from './verification-rcodes';
import {
  noRouteLeft,
  restartRefused,
  routeSwitched,
  startAccepted,
  startRequested,
  verificationFailed,
  type VerificationSource,
} from './verification-slice';

/** The dispatch a thunk is handed. */
type ThunkDispatch = Parameters<AppThunk>[0];

/** How a start ended, for the screen that asked. */
export type StartOutcome = 'verified' | 'pending' | 'noRoute' | 'failed';

/**
 * Starts verifying this browser by `flow` (spec §4 Web sign-in token flow):
 * - 202: the auth code is stored (slice and cookies) and the screen starts polling;
 * - 200 or 201: verified;
 * - 135607: switch to the mobile route and start there;
 * - 135601: the source becomes e-mail; from another route the flow is retried with e-mail,
 *   on the e-mail route itself there is no route left (no validated e-mail, no device);
 * - 135602 while a request is held (a Resend moments after the last one): that request is
 *   still valid at the server, so it stays, cookies and all, and is waited for again;
 * - anything else: every verification cookie is cleared and the error flag set.
 */
export function startVerification(flow: VerificationSource): AppThunk<Promise<StartOutcome>> {
  return async (dispatch, getState) => {
    const holdsRequest = getState().verification.authCode !== null;
    dispatch(startRequested());
    return attempt(dispatch, flow, [flow], holdsRequest);
  };
}

async function attempt(
  dispatch: ThunkDispatch,
  flow: VerificationSource,
  tried: readonly VerificationSource[],
  holdsRequest: boolean,
): Promise<StartOutcome> {
  try {
    const { httpStatus, reply } = await startWebSignIn(flow);
    if (httpStatus === 200 || httpStatus === 201) {
      dispatch(finishVerification());
      return 'verified';
    }
    if (httpStatus === 202 && reply?.status === 'PENDING' && typeof reply.authCode === 'string') {
      // The window on this browser's clock: never longer than the spec's 5 minutes, never
      // longer than the server says (its clock may run behind ours).
      const now = Date.now();
      const expiresAt = Math.min(reply.expiresAt, now + EMAIL_VERIFICATION_WINDOW_MS);
      const pending = { authCode: reply.authCode, expiresAt, src: flow };
      writePendingVerification(pending, now);
      dispatch(startAccepted(pending));
      return 'pending';
    }
    // Any other success status carries no auth code we may take.
    clearPendingVerification();
    dispatch(verificationFailed({ code: null }));
    return 'failed';
  } catch (error) {
    const rcode = rcodeOf(error);
    if (rcode === VerificationRcodes.askedTooSoon && holdsRequest) {
      dispatch(restartRefused({ code: rcode }));
      return 'pending';
    }
    const next = rcode === VerificationRcodes.mobileRoute ? 'mobile' : rcode === VerificationRcodes.emailRoute ? 'email' : null;
    if (rcode !== null && next !== null) {
      dispatch(routeSwitched({ src: next, code: rcode }));
      if (!tried.includes(next)) return attempt(dispatch, next, [...tried, next], holdsRequest);
      if (next === 'email') {
        clearPendingVerification();
        dispatch(noRouteLeft({ code: rcode }));
        return 'noRoute';
      }
    }
    clearPendingVerification();
    dispatch(verificationFailed({ code: rcode }));
    return 'failed';
  }
}
