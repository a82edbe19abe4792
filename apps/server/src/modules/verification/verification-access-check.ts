import { getProfile } from '@cloud-portal/contract/profile';
import { Rcodes } from '@cloud-portal/contract/rcodes';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/database';
import { ApiError } from '../../http/api-error';
import type { CloudAccessCheck } from '../../http/cloud-account';
import { readBrowserId } from './browser-id-cookie';
import type { WebSignInVerificationPolicy } from './verification-policy';
import { isBrowserVerified } from './verification-service';

/** The verification calls themselves; the verification screens need them before the browser is verified. */
const VERIFICATION_PATH_PREFIX = '/api/auth/sc/';

/**
 * Cloud calls from a browser the account has not verified answer 403 101403 (the web's
 * global handler then opens #/verification). The verification calls and the profile (the
 * verification screens show the name and address) stay reachable.
 */
export function webSignInAccessCheck(db: Db, policy: WebSignInVerificationPolicy): CloudAccessCheck {
  return async (request, account) => {
    if (policy === 'always-verified' || isReachableUnverified(request)) return;
    if (await isBrowserVerified(db, policy, account.accountId, readBrowserId(request))) return;
    throw new ApiError(Rcodes.VERIFICATION_REQUIRED, 'Confirm this sign-in to continue: this browser is not verified yet.');
  };
}

function isReachableUnverified(request: FastifyRequest): boolean {
  // The route's registered pattern, not the raw URL: dot segments or encodings cannot fake it.
  const route = request.routeOptions.url ?? '';
  return route.startsWith(VERIFICATION_PATH_PREFIX) || route === getProfile.path;
}
