import { describe, expect, it } from 'vitest';
import { erasureFailureOf } from './erasure-failure';

describe('erasure failure', () => {
  it.each([49512, 49209])('rcode %i: try again later', (rcode) => {
    expect(erasureFailureOf({ status: 400, rcode, rmsg: null })).toEqual({
      kind: 'tryLater',
      rcode,
    });
  });

  it.each([101901, 101902])('rcode %i: contact customer service', (rcode) => {
    expect(erasureFailureOf({ status: 403, rcode, rmsg: null })).toEqual({
      kind: 'contactSupport',
      rcode,
    });
  });

  it('a refused confirm token asks for the password again', () => {
    expect(erasureFailureOf({ status: 403, rcode: 40305001, rmsg: null })).toEqual({
      kind: 'passwordRequired',
    });
  });

  it('anything else is a generic failure', () => {
    expect(erasureFailureOf({ status: 0, rcode: null, rmsg: 'offline' })).toEqual({
      kind: 'other',
    });
    expect(erasureFailureOf(new Error('x'))).toEqual({ kind: 'other' });
  });
});
