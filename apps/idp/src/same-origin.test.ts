import { describe, expect, it } from 'vitest';

import { isSameOriginRequest } from './same-origin';

const OWN = 'http://localhost:8081';

describe('same-origin check', () => {
  it('follows Sec-Fetch-Site when the browser sends it', () => {
    expect(isSameOriginRequest({ 'sec-fetch-site': 'same-origin', origin: 'null' }, OWN)).toBe(true);
    expect(isSameOriginRequest({ 'sec-fetch-site': 'same-site', origin: OWN }, OWN)).toBe(false);
    expect(isSameOriginRequest({ 'sec-fetch-site': 'cross-site' }, OWN)).toBe(false);
  });

  it('falls back to Origin, accepting the null origin our no-referrer pages produce', () => {
    expect(isSameOriginRequest({ origin: OWN }, OWN)).toBe(true);
    expect(isSameOriginRequest({ origin: 'null' }, OWN)).toBe(true);
    expect(isSameOriginRequest({}, OWN)).toBe(true);
    expect(isSameOriginRequest({ origin: 'https://evil.example' }, OWN)).toBe(false);
  });
});
