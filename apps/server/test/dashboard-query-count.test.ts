import { describe, expect, it } from 'vitest';
import { hashToken } from '../src/auth/secret-token';
import { verifiedBrowsers } from '../src/db/schema';
import { BROWSER_ID_COOKIE } from '../src/modules/verification/browser-id-cookie';
import { signInTestAccount } from './test-accounts';
import { CountingLogger } from './counting-logger';
import { useTestApp } from './use-test-app';
import { seedDevices } from './test-devices';

const BROWSER_ID = 'QueryCountBrowser000000000000000';

/**
 * What each call of the home dashboard costs in queries (no N+1): the same small number for
 * an account of 7 devices as for one of 50. The session, account status and browser
 * verification checks are one query for all three, made when the session's lookup is not
 * kept in memory (auth/session-lookup-cache.ts); the figures here are with it kept.
 */
const DASHBOARD_CALLS: ReadonlyArray<{ url: string; method?: 'POST'; payload?: object; queries: number }> = [
  { url: '/api/quota/v3/usage', queries: 5 },
  { url: '/api/backup/v4/devices?view=summary', queries: 2 },
  { url: '/api/backup/v4/devices', queries: 3 },
  { url: '/api/backup/v4/devices?view=summary&limit=5', queries: 2 },
  { url: '/api/ctb/csweb/backups', queries: 1 },
  { url: '/api/device-context/v1/devices?view=summary', queries: 1 },
  { url: '/api/device-context/v1/devices', queries: 3 },
  { url: '/api/odi/v2/link/status', queries: 1 },
  { url: '/api/kps/v2/manage/groups', queries: 1 },
  { url: '/api/lgi/eos/v1/task/incompleted', queries: 1 },
  { url: '/api/odi/v2/quota/gallery', queries: 2 },
  { url: '/api/media/v1/photos?count=4', queries: 2 },
  { url: '/api/pki/v2/products/fetch', method: 'POST', payload: { modelCodes: ['CP-P9100'], modelNames: ['P9100'] }, queries: 1 },
];

describe('queries per dashboard call', () => {
  const logger = new CountingLogger();
  const portal = useTestApp({ databaseOptions: { logger }, config: { webSignInVerification: 'first-sign-in' } });

  /** A call of the session, about nothing the account has (the portal's policy). */
  function callWithSession(sessionToken: string) {
    return portal.app.inject({
      method: 'GET',
      url: '/api/kps/v2/info/policy',
      headers: { 'x-portal-client': 'cloud-portal-web' },
      cookies: { portal_session: sessionToken, [BROWSER_ID_COOKIE]: BROWSER_ID },
    });
  }

  /** A fresh account with `devices` devices, whose session already knows its browser and whose lookup is kept. */
  async function accountWithDevices(devices: number): Promise<string> {
    const account = await signInTestAccount(portal.database.db);
    await seedDevices(portal.database.db, account.accountId, devices);
    await portal.database.db.insert(verifiedBrowsers).values({ accountId: account.accountId, browserIdHash: hashToken(BROWSER_ID), verifiedAt: new Date() });
    // A session's first call with the device-id cookie also records which browser it is
    // (one write, once per session, for the security page): made before counting. The write
    // forgets the lookups kept; the next call keeps the session's again.
    expect((await callWithSession(account.sessionToken)).statusCode).toBe(200);
    expect((await callWithSession(account.sessionToken)).statusCode).toBe(200);
    return account.sessionToken;
  }

  /** The queries each dashboard call costs for the account of `sessionToken`. */
  async function queriesPerCall(sessionToken: string): Promise<Record<string, number>> {
    const counted: Record<string, number> = {};
    for (const call of DASHBOARD_CALLS) {
      const before = logger.count;
      const response = await portal.app.inject({
        method: call.method ?? 'GET',
        url: call.url,
        headers: { 'x-portal-client': 'cloud-portal-web' },
        cookies: { portal_session: sessionToken, [BROWSER_ID_COOKIE]: BROWSER_ID },
        ...(call.payload && { payload: call.payload }),
      });
      expect(response.statusCode, `${call.url}: ${response.body}`).toBe(200);
      counted[call.url] = logger.count - before;
    }
    return counted;
  }

  it('is a small fixed number, the same for 7 devices as for 50', async () => {
    const expected = Object.fromEntries(DASHBOARD_CALLS.map((call) => [call.url, call.queries]));
    expect(await queriesPerCall(await accountWithDevices(7))).toEqual(expected);
    expect(await queriesPerCall(await accountWithDevices(50))).toEqual(expected);
  });

  it('is no query for every read asked again while the data is unchanged', async () => {
    const sessionToken = await accountWithDevices(7);
    await queriesPerCall(sessionToken);
    // The product fetch is kept too, by the catalogue (modules/products/product-catalogue.ts).
    const again = Object.fromEntries(DASHBOARD_CALLS.map((call) => [call.url, 0]));
    expect(await queriesPerCall(sessionToken)).toEqual(again);
  });

  it('is one query more, for the session, account status and browser together, once a write forgot the session', async () => {
    const sessionToken = await accountWithDevices(7);
    const before = logger.count;
    expect((await callWithSession(sessionToken)).statusCode).toBe(200);
    const kept = logger.count - before;
    // Any write of this node forgets every kept lookup (here one about another account).
    await signInTestAccount(portal.database.db);
    const afterWrite = logger.count;
    expect((await callWithSession(sessionToken)).statusCode).toBe(200);
    expect(logger.count - afterWrite).toBe(kept + 1);
  });

  it('is one query more for the user who wrote, and none for another user or the product catalogue', async () => {
    const writer = await accountWithDevices(7);
    const other = await accountWithDevices(7);
    await queriesPerCall(other);
    // A write of the writer's own, through the API (a request acting for the writer's account).
    const before = logger.count;
    const write = await portal.app.inject({
      method: 'POST',
      url: '/api/notifications/v1/read-all',
      headers: { 'x-portal-client': 'cloud-portal-web' },
      cookies: { portal_session: writer, [BROWSER_ID_COOKIE]: BROWSER_ID },
      payload: {},
    });
    expect(write.statusCode, write.body).toBe(200);
    expect(logger.count - before, 'the write itself queried').toBeGreaterThan(0);
    // The other user's calls, the product fetch among them, are still answered from memory.
    const again = Object.fromEntries(DASHBOARD_CALLS.map((call) => [call.url, 0]));
    expect(await queriesPerCall(other)).toEqual(again);
    // The writer's session is read again, once.
    const afterWrite = logger.count;
    expect((await callWithSession(writer)).statusCode).toBe(200);
    expect(logger.count - afterWrite).toBeGreaterThanOrEqual(1);
  });
});
