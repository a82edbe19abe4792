import { describe, expect, it } from 'vitest';
import { readReturnPage, rememberReturnPage, returnPageOf, takeReturnPage } from './verification-return-page';

describe('verification return page', () => {
  it.each([
    ['/', '/'],
    ['/backup', '/backup'],
    ['/backup/detail?deviceId=x', '/backup/detail?deviceId=x'],
    ['/devices', '/devices'],
    ['/verification', null],
    ['/verification/help/email', null],
    ['/verification-processing?signed=x', null],
    ['/verification-complete', null],
    ['/login', null],
    ['/logout', null],
    ['/error404', null],
    ['/error403-locked', null],
    ['/no-such-page', null],
    ['//evil.example/', null],
    ['https://evil.example/', null],
    ['', null],
  ])('%s → %s', (candidate, expected) => {
    expect(returnPageOf(candidate)).toBe(expected);
  });

  it('is remembered for the tab and used once; home without one', () => {
    expect(readReturnPage()).toBe('/');
    rememberReturnPage('/sync');
    rememberReturnPage('/verification');
    expect(readReturnPage()).toBe('/sync');
    expect(takeReturnPage()).toBe('/sync');
    expect(takeReturnPage()).toBe('/');
  });
});
