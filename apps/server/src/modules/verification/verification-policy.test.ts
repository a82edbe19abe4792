import { describe, expect, it } from 'vitest';
import { ConfigError } from '../../config/config-error';
import { readWebSignInVerificationPolicy } from './verification-policy';

describe('readWebSignInVerificationPolicy', () => {
  it('asks on the first sign-in of a browser unless told otherwise', () => {
    expect(readWebSignInVerificationPolicy({})).toBe('first-sign-in');
    expect(readWebSignInVerificationPolicy({ WEB_SIGN_IN_VERIFICATION: '  ' })).toBe('first-sign-in');
    expect(readWebSignInVerificationPolicy({ WEB_SIGN_IN_VERIFICATION: 'always-verified' })).toBe('always-verified');
    expect(readWebSignInVerificationPolicy({ WEB_SIGN_IN_VERIFICATION: ' first-sign-in ' })).toBe('first-sign-in');
  });

  it('names the variable when the value is unknown', () => {
    expect(() => readWebSignInVerificationPolicy({ WEB_SIGN_IN_VERIFICATION: 'never' })).toThrow(ConfigError);
    expect(() => readWebSignInVerificationPolicy({ WEB_SIGN_IN_VERIFICATION: 'never' })).toThrow(
      /^WEB_SIGN_IN_VERIFICATION: must be one of first-sign-in, always-verified \(got "never"\)$/,
    );
  });
});
