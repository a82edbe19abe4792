import { describe, expect, it } from 'vitest';
import { erasureFailureOf, isShownByErasureDialog } from './erasure-failure';

describe('erasureFailureOf', () => {
  it.each([49512, 49209])('rcode %i: try again later', (rcode) => {
    expect(erasureFailureOf({ status: 400, rcode, rmsg: null })).toEqual({ kind: 'tryLater', rcode });
  });

  it.each([101901, 101902])('rcode %i: contact customer service', (rcode) => {
    expect(erasureFailureOf({ status: 403, rcode, rmsg: null })).toEqual({ kind: 'contactSupport', rcode });
  });

  it('a refused confirm token asks for the password again', () => {
    expect(erasureFailureOf({ status: 403, rcode: 40305001, rmsg: null })).toEqual({ kind: 'passwordRequired' });
  });

  it('anything else is a generic failure, with its rcode when there is one', () => {
    expect(erasureFailureOf({ status: 400, rcode: 40000001, rmsg: 'bad' })).toEqual({ kind: 'other', rcode: 40000001 });
    expect(erasureFailureOf({ status: 0, rcode: null, rmsg: 'offline' })).toEqual({ kind: 'other', rcode: null });
    expect(erasureFailureOf(new Error('x'))).toEqual({ kind: 'other', rcode: null });
  });
});

describe('isShownByErasureDialog', () => {
  it.each([
    [400, 49512, true],
    [400, 49209, true],
    [403, 101901, true],
    [403, 101902, true],
    [403, 40305001, false],
    [400, 40000001, false],
    [500, null, false],
  ])('status %i rcode %s: %s', (status, rcode, expected) => {
    expect(isShownByErasureDialog({ status, rcode, rmsg: null })).toBe(expected);
  });
});
