import type { AppThunk } from '@/app/store';
import { confirmEmailLink } from './api/confirm-email-link';
import type { EmailLinkPath } from './email-link-path';
import { endVerification } from './end-verification';
import { finishVerification } from './finish-verification';
import { rcodeOf, VerificationRcodes } from './verification-rcodes';
import { emailLinkConfirming, emailLinkOfOtherBrowser } from './verification-slice';

export type EmailLinkOutcome = 'verified' | 'expired' | 'otherBrowser' | 'failed';

/**
 * Confirms the sign-in with the link of the e-mail (spec §7: POST to the `signed=` path):
 * 200 verified (spec §4: "e-mail verification set isVerified true or false"); 400 135603
 * expired; 400 40000005 opened in another browser than the one that asked, which changes
 * nothing here (the page says to open it there); anything else failed, with every
 * verification cookie cleared. A 404 (an unknown
 * link) also goes to the not-found page through the global error handler (spec §8).
 */
export function confirmEmailVerification(path: EmailLinkPath, signal?: AbortSignal): AppThunk<Promise<EmailLinkOutcome>> {
  return async (dispatch) => {
    dispatch(emailLinkConfirming());
    try {
      await confirmEmailLink(path, signal);
    } catch (error) {
      const rcode = rcodeOf(error);
      if (rcode === VerificationRcodes.otherBrowser) {
        dispatch(emailLinkOfOtherBrowser({ code: rcode }));
        return 'otherBrowser';
      }
      return dispatch(endVerification(rcode));
    }
    dispatch(finishVerification());
    return 'verified';
  };
}
