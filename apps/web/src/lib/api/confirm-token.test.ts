import { describe, expect, it } from 'vitest';
import { captureConfirmToken, confirmTokenHeaders, currentConfirmToken, forgetConfirmToken } from './confirm-token';

function browserAt(url: string) {
  const location = new URL(url);
  const cookies: string[] = [];
  const win = {
    location: location as unknown as Location,
    history: { state: null, replaceState: (_state: unknown, _title: string, address: string) => (win.address = address) } as unknown as History,
    document: {
      get cookie() {
        return cookies.join('; ');
      },
      set cookie(value: string) {
        const [pair] = value.split(';');
        const name = pair!.split('=')[0];
        const index = cookies.findIndex((cookie) => cookie.startsWith(`${name}=`));
        if (index >= 0) cookies.splice(index, 1);
        if (!/max-age=0/.test(value)) cookies.push(pair!);
        win.lastSet = value;
      },
    },
    address: '',
    lastSet: '',
  };
  return win;
}

describe('confirm token', () => {
  it('stores the token from the URL for 4 minutes and removes it from the address', () => {
    const win = browserAt('http://localhost:8080/?confirm_token=abc.def&state=s1#/backup/delete');
    captureConfirmToken(win);
    expect(currentConfirmToken(win.document)).toBe('abc.def');
    expect(win.lastSet).toContain('max-age=240');
    expect(win.address).toBe('/#/backup/delete');
    expect(confirmTokenHeaders('batch-1', win.document)).toEqual({ 'x-sc-confirm-token': 'abc.def', 'x-portal-confirm-batch': 'batch-1' });
  });

  it('leaves the address alone when there is no token', () => {
    const win = browserAt('http://localhost:8080/#/backup');
    captureConfirmToken(win);
    expect(win.address).toBe('');
    expect(confirmTokenHeaders('batch-1', win.document)).toEqual({ 'x-portal-confirm-batch': 'batch-1' });
  });

  it('replaces a stale token with a new one and forgets it on demand', () => {
    const win = browserAt('http://localhost:8080/?confirm_token=new#/sync/delete');
    win.document.cookie = 'cp_confirm_token=old; max-age=240; path=/';
    captureConfirmToken(win);
    expect(currentConfirmToken(win.document)).toBe('new');
    forgetConfirmToken(win.document);
    expect(currentConfirmToken(win.document)).toBeNull();
  });
});
