interface BrandedNavigator {
  userAgent: string;
  /** User-Agent Client Hints (Chromium only). */
  userAgentData?: { brands: readonly { brand: string }[] };
}

/**
 * True in Chromium-based browsers (Chrome, Edge, Opera, Samsung Internet …), the browsers
 * the portal is optimised for (spec §2: a footnote recommends one on other browsers).
 * Client hints when the browser has them, else the user-agent string; Chrome on iOS is
 * WebKit underneath, so it is not counted.
 */
export function isChromiumBrowser(nav: BrandedNavigator = navigator as BrandedNavigator): boolean {
  const brands = nav.userAgentData?.brands;
  if (brands !== undefined && brands.length > 0) {
    return brands.some(({ brand }) => /chromium|google chrome|microsoft edge/i.test(brand));
  }
  return /\b(Chrome|Chromium|Edg)\/\d/.test(nav.userAgent) && !/\bCriOS\//.test(nav.userAgent);
}
