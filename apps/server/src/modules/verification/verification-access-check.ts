import { getProfile } from '@cloud-portal/contract/profile';
import { Rcodes } from '@cloud-portal/contract/rcodes';
import type { FastifyRequest } from 'fastify';
import { ApiError } from '../../http/api-error';
import type { CloudAccessCheck } from '../../http/cloud-account';
import { verificationSettingsOf, type WebSignInVerificationConfig } from './verification-policy';
import { verificationStandingOf } from './verification-service';

/** The verification calls themselves; the verification screens need them before the browser is verified. */
const VERIFICATION_PATH_PREFIX = '/api/auth/sc/';

/**
 * Cloud calls from a browser the account has not verified answer 403 101403, from one whose
 * verification has lapsed (older than the configured days) 403 101001; either way the web's
 * global handler opens #/verification. The verification calls and the profile (the
 * verification screens show the name and address) stay reachable. Whether the account
 * verified this browser came with the session's own query (requireSession): no query here.
 */
export function webSignInAccessCheck(config: WebSignInVerificationConfig): CloudAccessCheck {
  const settings = verificationSettingsOf(config);
  return async (request, account) => {
    if (settings.policy === 'always-verified' || isReachableUnverified(request)) return;
    const standing = verificationStandingOf(settings, account.session.browserVerifiedAt);
    if (standing === 'verified') return;
    if (standing === 'lapsed') {
      throw new ApiError(Rcodes.VERIFICATION_REQUIRED_AGAIN, 'Confirm this sign-in again to continue: the confirmation of this browser has lapsed.');
    }
    throw new ApiError(Rcodes.VERIFICATION_REQUIRED, 'Confirm this sign-in to continue: this browser is not verified yet.');
  };
}

function isReachableUnverified(request: FastifyRequest): boolean {
  // The route's registered pattern, not the raw URL: dot segments or encodings cannot fake it.
  const route = request.routeOptions.url ?? '';
  return route.startsWith(VERIFICATION_PATH_PREFIX) || route === getProfile.path;
}
