import { describe, expect, it } from 'vitest';
import { isChromiumBrowser } from './is-chromium';

const FIREFOX = 'Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0';
const SAFARI =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15';
const CHROME =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36';
const CHROME_IOS =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/126.0.6478.54 Mobile/15E148 Safari/604.1';

describe('isChromiumBrowser', () => {
  it('trusts client hints when the browser has them', () => {
    expect(isChromiumBrowser({ userAgent: FIREFOX, userAgentData: { brands: [{ brand: 'Chromium' }] } })).toBe(true);
    expect(isChromiumBrowser({ userAgent: CHROME, userAgentData: { brands: [{ brand: 'Other' }] } })).toBe(false);
  });

  it('reads the user agent otherwise', () => {
    expect(isChromiumBrowser({ userAgent: CHROME })).toBe(true);
    expect(isChromiumBrowser({ userAgent: FIREFOX })).toBe(false);
    expect(isChromiumBrowser({ userAgent: SAFARI })).toBe(false);
    expect(isChromiumBrowser({ userAgent: CHROME_IOS })).toBe(false);
  });
});
