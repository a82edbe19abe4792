import { describe, expect, it } from 'vitest';
import { pageviewName } from './pageview-name';

describe('pageviewName (spec §2 Routing)', () => {
  it.each([
    ['/', 'home'],
    ['/backup', 'backup'],
    ['/backup/detail', 'backup'],
    ['/backup/detail/delete', 'backup'],
    ['/info-e2ee', 'info-e2ee'],
    ['/cookie-policy/cookie-list', 'cookie-policy'],
    ['/verification/help/email', 'verification'],
    ['/error403-locked', 'error403-locked'],
    ['/nowhere', 'error404'],
    ['/nowhere/backup', 'error404'],
  ])('%s counts as %s', (pathname, name) => {
    expect(pageviewName(pathname)).toBe(name);
  });
});
