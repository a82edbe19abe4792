// The headers that keep the provider's answers out of frames, sniffing and referrers, and the
// Content-Security-Policy of its pages.

/** Headers every response of the provider carries. */
export const COMMON_SECURITY_HEADERS = {
  'X-Frame-Options': 'DENY',
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'no-referrer',
  'Cross-Origin-Opener-Policy': 'same-origin',
} as const;

/**
 * The Content-Security-Policy of HTML pages. No script at all on our pages; oidc-provider's own
 * pages get `script-src 'self'`, to which it appends the hash of the one inline script it may
 * send (the auto-submitting form_post page). `form-action` lists the client origins because
 * browsers apply it to the redirects that follow a form submission (login → portal callback).
 */
export function contentSecurityPolicy(formTargets: string[], allowProviderScripts = false): string {
  return [
    "default-src 'none'",
    allowProviderScripts ? "script-src 'self'" : undefined,
    "style-src 'self'",
    "img-src 'self'",
    `form-action 'self' ${formTargets.join(' ')}`.trim(),
    "frame-ancestors 'none'",
    "base-uri 'none'",
  ]
    .filter((directive) => directive !== undefined)
    .join('; ');
}
