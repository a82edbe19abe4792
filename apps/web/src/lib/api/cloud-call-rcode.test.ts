import { describe, expect, it } from 'vitest';
import { rcodeOf } from './cloud-call-rcode';

describe('rcodeOf', () => {
  it('reads the rcode of a failed cloud call', () => {
    expect(rcodeOf({ status: 400, rcode: 49512, rmsg: 'busy' })).toBe(49512);
    expect(rcodeOf({ status: 502, rcode: null, rmsg: null })).toBeNull();
  });

  it('is null without an error or for an error outside the call', () => {
    expect(rcodeOf(undefined)).toBeNull();
    expect(rcodeOf({ name: 'TypeError', message: 'boom' })).toBeNull();
  });
});
