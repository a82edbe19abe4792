import type { IncomingMessage } from 'node:http';

import { describe, expect, it } from 'vitest';

import { isSameOriginRequest, isValidCsrfSubmission } from './csrf';

const OWN = 'http://localhost:8081';

function request(headers: Record<string, string>): IncomingMessage {
  return { headers } as unknown as IncomingMessage;
}

describe('same-origin check', () => {
  it('follows Sec-Fetch-Site when the browser sends it', () => {
    expect(
      isSameOriginRequest(request({ 'sec-fetch-site': 'same-origin', origin: 'null' }), OWN),
    ).toBe(true);
    expect(isSameOriginRequest(request({ 'sec-fetch-site': 'same-site', origin: OWN }), OWN)).toBe(
      false,
    );
    expect(isSameOriginRequest(request({ 'sec-fetch-site': 'cross-site' }), OWN)).toBe(false);
  });

  it('falls back to Origin, accepting the null origin our no-referrer pages produce', () => {
    expect(isSameOriginRequest(request({ origin: OWN }), OWN)).toBe(true);
    expect(isSameOriginRequest(request({ origin: 'null' }), OWN)).toBe(true);
    expect(isSameOriginRequest(request({}), OWN)).toBe(true);
    expect(isSameOriginRequest(request({ origin: 'https://evil.example' }), OWN)).toBe(false);
  });
});

describe('double-submit token', () => {
  const token = 'a'.repeat(43);

  it('needs the cookie and the field to match', () => {
    expect(isValidCsrfSubmission(request({ cookie: `idp_csrf=${token}` }), token, OWN)).toBe(true);
    expect(
      isValidCsrfSubmission(request({ cookie: `idp_csrf=${token}` }), 'b'.repeat(43), OWN),
    ).toBe(false);
    expect(isValidCsrfSubmission(request({}), token, OWN)).toBe(false);
    expect(isValidCsrfSubmission(request({ cookie: `idp_csrf=${token}` }), undefined, OWN)).toBe(
      false,
    );
  });

  it('refuses a matching token sent from another site', () => {
    const headers = { cookie: `idp_csrf=${token}`, 'sec-fetch-site': 'cross-site' };
    expect(isValidCsrfSubmission(request(headers), token, OWN)).toBe(false);
  });
});
