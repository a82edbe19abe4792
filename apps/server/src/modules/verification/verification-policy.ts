/**
 * When a browser must pass web sign-in verification (spec §4 Web sign-in token flow):
 * - `first-sign-in` (default): the first time an account signs in on a browser (device-id
 *   cookie) it has not verified; verified browsers stay verified for the account until the
 *   verification lapses (WEB_SIGN_IN_VERIFICATION_VALID_DAYS), then they verify again.
 * - `always-verified`: never asks (demos and tests that are not about verification).
 */
export const WEB_SIGN_IN_VERIFICATION_POLICIES = ['first-sign-in', 'always-verified'] as const;
export type WebSignInVerificationPolicy = (typeof WEB_SIGN_IN_VERIFICATION_POLICIES)[number];

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

/** The configuration's verification settings (WEB_SIGN_IN_VERIFICATION and its _VALID_DAYS). */
export interface WebSignInVerificationConfig {
  webSignInVerification: WebSignInVerificationPolicy;
  webSignInVerificationValidDays: number;
}

export function verificationSettingsOf(config: WebSignInVerificationConfig): WebSignInVerificationSettings {
  return { policy: config.webSignInVerification, validDays: config.webSignInVerificationValidDays };
}
