import { ConfigError } from '../../config/config-error';
import type { Environment } from '../../config/config';

/**
 * When a browser must pass web sign-in verification (spec §4 Web sign-in token flow):
 * - `first-sign-in` (default): the first time an account signs in on a browser (device-id
 *   cookie) it has not verified; verified browsers stay verified for the account.
 * - `always-verified`: never asks (demos and tests that are not about verification).
 */
export const WEB_SIGN_IN_VERIFICATION_POLICIES = ['first-sign-in', 'always-verified'] as const;
export type WebSignInVerificationPolicy = (typeof WEB_SIGN_IN_VERIFICATION_POLICIES)[number];

/**
 * Reads WEB_SIGN_IN_VERIFICATION. It belongs in Config (webSignInVerification); until the
 * lead moves it there the module reads it itself, failing with the variable's name.
 */
export function readWebSignInVerificationPolicy(env: Environment): WebSignInVerificationPolicy {
  const value = env.WEB_SIGN_IN_VERIFICATION?.trim();
  if (!value) return 'first-sign-in';
  const policy = WEB_SIGN_IN_VERIFICATION_POLICIES.find((candidate) => candidate === value);
  if (!policy) {
    throw new ConfigError(
      'WEB_SIGN_IN_VERIFICATION',
      `must be one of ${WEB_SIGN_IN_VERIFICATION_POLICIES.join(', ')} (got "${value}")`,
    );
  }
  return policy;
}
