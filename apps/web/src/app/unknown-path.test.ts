import { describe, expect, it } from 'vitest';
import { resolveUnknownPath } from './unknown-path';

describe('resolveUnknownPath', () => {
  it.each([
    ['/backup%23selection', '/backup'],
    ['/backup/detail%23photo', '/backup/detail'],
    ['/%23confirmationDialog', '/'],
    ['/sync/%23detailApp', '/sync'],
    ['/nowhere%23selection', '/error404'],
    ['/nowhere', '/error404'],
    ['/backup', '/error404'],
  ])('%s goes to %s', (pathname, expected) => {
    expect(resolveUnknownPath(pathname)).toBe(expected);
  });
});
