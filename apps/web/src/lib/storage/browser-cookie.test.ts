import { afterEach, describe, expect, it } from 'vitest';
import { deleteCookie, readCookie, writeCookie } from './browser-cookie';

function fakeWindow(hostname: string, protocol = 'https:') {
  const writes: string[] = [];
  return {
    writes,
    document: {
      get cookie() {
        return '';
      },
      set cookie(value: string) {
        writes.push(value);
      },
    },
    location: { hostname, protocol },
  };
}

afterEach(() => deleteCookie('cp_test'));

describe('browser cookies', () => {
  it('writes, reads and deletes a first-party cookie', () => {
    writeCookie('cp_test', 'a b;c', { maxAgeSeconds: 60 });
    expect(readCookie('cp_test')).toBe('a b;c');
    deleteCookie('cp_test');
    expect(readCookie('cp_test')).toBeNull();
  });

  it('sets the lifetime, path, SameSite and Secure attributes', () => {
    const win = fakeWindow('portal.example.com');
    writeCookie('x', '1', { maxAgeSeconds: 31536000.5, sameSite: 'Strict' }, win);
    expect(win.writes[0]).toBe('x=1; Max-Age=31536000; Path=/; SameSite=Strict; Secure');
    const plain = fakeWindow('portal.lan', 'http:');
    writeCookie('x', '1', {}, plain);
    expect(plain.writes[0]).toBe('x=1; Path=/; SameSite=Lax');
  });

  it('deletes from the host and every parent domain a script could have used', () => {
    const win = fakeWindow('www.portal.example.com');
    deleteCookie('_ga', win);
    expect(win.writes).toEqual([
      '_ga=; Max-Age=0; Path=/',
      '_ga=; Max-Age=0; Path=/; Domain=.example.com',
      '_ga=; Max-Age=0; Path=/; Domain=.portal.example.com',
      '_ga=; Max-Age=0; Path=/; Domain=.www.portal.example.com',
    ]);
  });
});
