/** How a sign-in round trip through the provider ended (the callback at /auth/token/access). */
export type SignInOutcome = 'signed_in' | 'refused' | 'provider_unavailable';

/** What happened to a browser's web sign-in verification (spec §4). */
export type VerificationOutcome = 'started' | 'confirmed_by_email' | 'email_link_expired' | 'approved_by_device';

/**
 * The events an operator counts on /metrics, told by the routes where they happen. Without
 * METRICS_TOKEN nobody counts them (IGNORED_EVENTS).
 */
export interface PortalEvents {
  signIn(outcome: SignInOutcome): void;
  verification(outcome: VerificationOutcome): void;
}

export const IGNORED_EVENTS: PortalEvents = {
  signIn: () => undefined,
  verification: () => undefined,
};
