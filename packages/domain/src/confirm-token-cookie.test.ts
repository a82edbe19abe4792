import { describe, expect, it } from 'vitest';
import type { ConfirmTokenCookieAction } from './confirm-token-cookie';
import { confirmTokenCookieAction } from './confirm-token-cookie';

const FOUR_MINUTES_MS = 4 * 60 * 1000;

describe('confirmTokenCookieAction', () => {
  it.each<[string, string | null, string | null, ConfirmTokenCookieAction]>([
    ['nothing anywhere', null, null, { action: 'leave' }],
    [
      'new token, none stored',
      'tok-1',
      null,
      { action: 'store', token: 'tok-1', maxAgeMs: FOUR_MINUTES_MS },
    ],
    [
      'empty stored token counts as none',
      'tok-1',
      '',
      { action: 'store', token: 'tok-1', maxAgeMs: FOUR_MINUTES_MS },
    ],
    ['reload with the same token', 'tok-1', 'tok-1', { action: 'leave' }],
    [
      'newer token replaces a stale one',
      'tok-2',
      'tok-1',
      { action: 'replace', token: 'tok-2', maxAgeMs: FOUR_MINUTES_MS },
    ],
    ['no token in the URL keeps the cookie', null, 'tok-1', { action: 'leave' }],
    ['empty URL token ignored', '', 'tok-1', { action: 'leave' }],
  ])('%s', (_name, urlToken, cookieToken, expected) => {
    expect(confirmTokenCookieAction(urlToken, cookieToken)).toEqual(expected);
  });
});
