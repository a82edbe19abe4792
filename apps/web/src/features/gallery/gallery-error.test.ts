import { describe, expect, it } from 'vitest';
import { galleryErrorOf } from './gallery-error';

describe('galleryErrorOf', () => {
  it.each([
    [401, 121001],
    [403, 121009],
    [403, 121004],
    [401, 121004],
  ])('keeps the Gallery code of a %i with rcode %i', (status, rcode) => {
    expect(galleryErrorOf({ status, rcode, rmsg: 'refused' })).toEqual({ kind: 'code', code: rcode });
  });

  it('keeps the whole error of any other 401 or 403', () => {
    const error = { status: 403, rcode: 101920, rmsg: 'locked' };
    expect(galleryErrorOf(error)).toEqual({ kind: 'error', error });
    const noCode = { status: 401, rcode: null, rmsg: null };
    expect(galleryErrorOf(noCode)).toEqual({ kind: 'error', error: noCode });
  });

  it('keeps only the message of other failures', () => {
    expect(galleryErrorOf({ status: 500, rcode: 121001, rmsg: 'Internal' })).toEqual({
      kind: 'message',
      message: 'Internal',
    });
    expect(galleryErrorOf({ status: 0, rcode: null, rmsg: null })).toEqual({ kind: 'message', message: '' });
  });

  it('keeps the message of a failure thrown rather than answered (a cancelled call)', () => {
    expect(galleryErrorOf({ name: 'AbortError', message: 'Aborted' })).toEqual({ kind: 'message', message: 'Aborted' });
    expect(galleryErrorOf({})).toEqual({ kind: 'message', message: '' });
  });
});
