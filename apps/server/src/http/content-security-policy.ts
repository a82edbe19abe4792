import type { Config } from '../config/config';

/**
 * The portal's Content-Security-Policy. Scripts only from the portal itself (nothing from a
 * CDN); forms may go to the sign-in provider (sign-in, sign-out, profile page) and to the
 * support endpoint the contact-support form is forwarded to (browsers check form-action on
 * redirects too); images also from the provider (profile pictures); calls also to the
 * analytics collector when the operator names one (ANALYTICS_ORIGIN). Inline styles are
 * allowed because the dialog primitives set scroll locks through <style> elements (and the
 * prerendered pages carry their CSS inline); inline scripts are not, except the prerendered
 * pages' first-paint script, allowed by its hash (`inlineScriptHashes`, from the build).
 */
export function contentSecurityPolicy(config: Config, inlineScriptHashes: readonly string[] = []): Record<string, string[]> {
  const provider = new URL(config.oidc.issuer).origin;
  const support = new URL(config.supportContactUrl).origin;
  return {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'", ...inlineScriptHashes],
    styleSrc: ["'self'", "'unsafe-inline'"],
    imgSrc: ["'self'", 'data:', 'blob:', provider],
    mediaSrc: ["'self'", 'blob:'],
    fontSrc: ["'self'"],
    connectSrc: ["'self'", ...(config.analyticsOrigin === null ? [] : [config.analyticsOrigin])],
    formAction: [...new Set(["'self'", provider, support])],
    frameAncestors: ["'none'"],
    baseUri: ["'self'"],
    objectSrc: ["'none'"],
  };
}
