import { ConfigError } from '../../config/config-error';
import type { Config, Environment } from '../../config/config';

/**
 * When a browser must pass web sign-in verification (spec §4 Web sign-in token flow):
 * - `first-sign-in` (default): the first time an account signs in on a browser (device-id
 *   cookie) it has not verified; verified browsers stay verified for the account until the
 *   verification lapses (WEB_SIGN_IN_VERIFICATION_VALID_DAYS), then they verify again.
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

/** How many days a browser's verification lasts unless WEB_SIGN_IN_VERIFICATION_VALID_DAYS says otherwise. */
export const DEFAULT_VERIFICATION_VALID_DAYS = 90;

/**
 * The policy, and how long a verification lasts: a browser verified more than `validDays`
 * days ago must verify again (403 101001) before reading cloud data.
 */
export interface WebSignInVerificationSettings {
  policy: WebSignInVerificationPolicy;
  validDays: number;
}

/** The configuration's verification settings. */
export type WebSignInVerificationConfig = Pick<Config, 'webSignInVerification' | 'webSignInVerificationValidDays'>;

export function verificationSettingsOf(config: WebSignInVerificationConfig): WebSignInVerificationSettings {
  return { policy: config.webSignInVerification, validDays: config.webSignInVerificationValidDays };
}
