import { describe, expect, it } from 'vitest';
import { signInTestAccount, type SignedInTestAccount } from '../../../test/test-accounts';
import { useTestApp } from '../../../test/use-test-app';
import { webCall } from '../../../test/web-calls';
import { readEdpUser, setEdpEnabled } from './edp-service';

const USER = '/api/sbp/edp/users';
const RESET = '/api/sbp/edp/users/reset';
const CANCEL = '/api/sbp/edp/users/reset/cancel';

const testApp = useTestApp();

async function newAccount(enabled?: boolean): Promise<SignedInTestAccount> {
  const account = await signInTestAccount(testApp.database.db);
  if (enabled !== undefined) await setEdpEnabled(testApp.database.db, account.accountId, enabled);
  return account;
}

describe('GET /api/sbp/edp/users', () => {
  it('answers EDP off at version 0 with no reset when nothing is stored', async () => {
    const response = await webCall(testApp.app, await newAccount(), 'GET', USER);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ edpUserData: { enabled: false, version: 0 }, reset: { status: 'NONE', updatedAt: null } });
  });

  it('answers the stored record', async () => {
    const response = await webCall(testApp.app, await newAccount(true), 'GET', USER);
    expect(response.json()).toEqual({ edpUserData: { enabled: true, version: 0 }, reset: { status: 'NONE', updatedAt: null } });
  });

  it('answers 401 without a session', async () => {
    expect((await webCall(testApp.app, null, 'GET', USER)).statusCode).toBe(401);
  });
});

describe('POST /api/sbp/edp/users/reset', () => {
  it('resets: COMPLETED, version + 1, updatedAt now, and the refetch reads the same', async () => {
    const account = await newAccount(true);
    const before = Date.now();
    const response = await webCall(testApp.app, account, 'POST', RESET, { edpUserData: { enabled: true, version: 0 } });
    expect(response.statusCode).toBe(200);
    const record = response.json();
    expect(record).toMatchObject({ edpUserData: { enabled: true, version: 1 }, reset: { status: 'COMPLETED' } });
    expect(record.reset.updatedAt).toBeGreaterThanOrEqual(before);
    expect(record.reset.updatedAt).toBeLessThanOrEqual(Date.now());
    expect((await webCall(testApp.app, account, 'GET', USER)).json()).toEqual(record);
  });

  it('resets an account with no stored record (version 0)', async () => {
    const response = await webCall(testApp.app, await newAccount(), 'POST', RESET, { edpUserData: { enabled: false, version: 0 } });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ edpUserData: { enabled: false, version: 1 }, reset: { status: 'COMPLETED' } });
  });

  it('does not switch EDP on or off: the body names only the version it saw', async () => {
    const account = await newAccount(true);
    const response = await webCall(testApp.app, account, 'POST', RESET, { edpUserData: { enabled: false, version: 0 } });
    expect(response.json().edpUserData).toEqual({ enabled: true, version: 1 });
  });

  it('refuses a stale version with 400 and changes nothing', async () => {
    const account = await newAccount(true);
    await webCall(testApp.app, account, 'POST', RESET, { edpUserData: { enabled: true, version: 0 } });
    const stored = (await webCall(testApp.app, account, 'GET', USER)).json();
    const response = await webCall(testApp.app, account, 'POST', RESET, { edpUserData: { enabled: true, version: 0 } });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ rcode: 40000001, rmsg: expect.stringMatching(/stale/) });
    expect((await webCall(testApp.app, account, 'GET', USER)).json()).toEqual(stored);
  });

  it('refuses a stale version for an account with no stored record, and still stores nothing', async () => {
    const account = await newAccount();
    const response = await webCall(testApp.app, account, 'POST', RESET, { edpUserData: { enabled: false, version: 3 } });
    expect(response.statusCode).toBe(400);
    expect(await readEdpUser(testApp.database.db, account.accountId)).toEqual({
      edpUserData: { enabled: false, version: 0 },
      reset: { status: 'NONE', updatedAt: null },
    });
  });

  it('lets exactly one of two resets that saw the same version through', async () => {
    const account = await newAccount(true);
    const body = { edpUserData: { enabled: true, version: 0 } };
    const statuses = (await Promise.all([webCall(testApp.app, account, 'POST', RESET, body), webCall(testApp.app, account, 'POST', RESET, body)])).map((r) => r.statusCode);
    expect(statuses.sort()).toEqual([200, 400]);
    expect((await webCall(testApp.app, account, 'GET', USER)).json().edpUserData.version).toBe(1);
  });

  it.each([
    ['no body', undefined],
    ['an empty body', {}],
    ['a negative version', { edpUserData: { enabled: true, version: -1 } }],
    ['a version as text', { edpUserData: { enabled: true, version: '0' } }],
    ['a fractional version', { edpUserData: { enabled: true, version: 0.5 } }],
    ['enabled missing', { edpUserData: { version: 0 } }],
    ['an unknown property', { edpUserData: { enabled: true, version: 0 }, force: true }],
    ['an unknown property inside edpUserData', { edpUserData: { enabled: true, version: 0, status: 'COMPLETED' } }],
  ])('refuses %s with 400 INVALID_REQUEST and changes nothing', async (_case, payload) => {
    const account = await newAccount(true);
    const response = await webCall(testApp.app, account, 'POST', RESET, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().rcode).toBe(40000001);
    expect((await webCall(testApp.app, account, 'GET', USER)).json().reset.status).toBe('NONE');
  });

  it("changes only the caller's record", async () => {
    const alice = await newAccount(true);
    const bob = await newAccount(true);
    await webCall(testApp.app, bob, 'POST', RESET, { edpUserData: { enabled: true, version: 0 } });
    expect((await webCall(testApp.app, alice, 'GET', USER)).json()).toEqual({ edpUserData: { enabled: true, version: 0 }, reset: { status: 'NONE', updatedAt: null } });
  });

  it('answers 401 without a session', async () => {
    expect((await webCall(testApp.app, null, 'POST', RESET, { edpUserData: { enabled: true, version: 0 } })).statusCode).toBe(401);
  });
});

describe('POST /api/sbp/edp/users/reset/cancel', () => {
  it('cancels: CANCELLED, version + 1', async () => {
    const account = await newAccount(true);
    await webCall(testApp.app, account, 'POST', RESET, { edpUserData: { enabled: true, version: 0 } });
    const response = await webCall(testApp.app, account, 'POST', CANCEL, {});
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ edpUserData: { enabled: true, version: 2 }, reset: { status: 'CANCELLED' } });
    expect((await webCall(testApp.app, account, 'GET', USER)).json()).toEqual(response.json());
  });

  it('records a cancel with no reset before it (the owner declined the reset)', async () => {
    const account = await newAccount();
    const response = await webCall(testApp.app, account, 'POST', CANCEL, {});
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ edpUserData: { enabled: false, version: 1 }, reset: { status: 'CANCELLED' } });
  });

  it('makes a reset that saw the version before the cancel stale', async () => {
    const account = await newAccount(true);
    await webCall(testApp.app, account, 'POST', CANCEL, {});
    expect((await webCall(testApp.app, account, 'POST', RESET, { edpUserData: { enabled: true, version: 0 } })).statusCode).toBe(400);
    expect((await webCall(testApp.app, account, 'POST', RESET, { edpUserData: { enabled: true, version: 1 } })).statusCode).toBe(200);
  });

  it.each([
    ['no body', undefined],
    ['an unknown property', { edpUserData: { enabled: true, version: 0 } }],
    ['an array', []],
  ])('refuses %s with 400 INVALID_REQUEST and changes nothing', async (_case, payload) => {
    const account = await newAccount(true);
    const response = await webCall(testApp.app, account, 'POST', CANCEL, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().rcode).toBe(40000001);
    expect((await webCall(testApp.app, account, 'GET', USER)).json().edpUserData.version).toBe(0);
  });

  it('answers 401 without a session', async () => {
    expect((await webCall(testApp.app, null, 'POST', CANCEL, {})).statusCode).toBe(401);
  });
});
