import { describe, expect, it } from 'vitest';
import { emailLinkPathOf, hasEmailLink } from './email-link-path';

const TOKEN = 'AbCdEfGhIjKlMnOpQrStUv_-0123';
const PATH = `/api/auth/sc/verification/v1/email/${TOKEN}`;

describe('emailLinkPathOf (spec §7 signed URL)', () => {
  it('takes the portal’s e-mail-link path from `signed=`, decoded', () => {
    expect(emailLinkPathOf(`?signed=${encodeURIComponent(PATH)}`)).toBe(PATH);
    expect(emailLinkPathOf(`?lang=en&signed=${encodeURIComponent(PATH)}`)).toBe(PATH);
  });

  it.each([
    ['no parameter', ''],
    ['an empty value', '?signed='],
    ['an absolute URL', `?signed=${encodeURIComponent(`https://evil.example${PATH}`)}`],
    ['a protocol-relative URL', `?signed=${encodeURIComponent(`//evil.example${PATH}`)}`],
    ['another API path', `?signed=${encodeURIComponent('/api/backup/v4/devices/x')}`],
    ['dot segments', `?signed=${encodeURIComponent(`/api/auth/sc/verification/v1/email/../../../../backup/v4/devices/${TOKEN}`)}`],
    ['an encoded slash in the token', `?signed=${encodeURIComponent(`/api/auth/sc/verification/v1/email/${TOKEN}%2F..`)}`],
    ['a query after the token', `?signed=${encodeURIComponent(`${PATH}?x=1`)}`],
    ['a token too short', `?signed=${encodeURIComponent('/api/auth/sc/verification/v1/email/short')}`],
    ['a second segment', `?signed=${encodeURIComponent(`${PATH}/more`)}`],
  ])('refuses %s', (_name, search) => {
    expect(emailLinkPathOf(search)).toBeNull();
  });

  it('tells whether the address carries a link at all', () => {
    expect(hasEmailLink('?signed=x')).toBe(true);
    expect(hasEmailLink('?other=1')).toBe(false);
  });
});
