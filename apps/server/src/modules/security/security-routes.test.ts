import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Rcodes } from '@cloud-portal/contract/rcodes';
import type { BrowserSession, SecurityEvent } from '@cloud-portal/contract/security';
import { generateDeviceId } from '@cloud-portal/domain/device-id';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verificationByEmailConfig, verifyBrowserByEmail } from '../../../test/outbox-email';
import { createTestApp, type TestApp, webClientHeaders } from '../../../test/test-app';
import { signInTestAccount } from '../../../test/test-accounts';
import { registerTestPhone } from '../../../test/test-devices';
import { createTestConfirmTokens, type TestConfirmTokens, confirmBatchHeaders } from '../../../test/test-confirm-tokens';
import { SessionRepository } from '../../auth/session-repository';
import { securityEvents, sessions as sessionRows } from '../../db/schema';
import { createTemporaryBackup } from '../temporary-backup/temporary-backup-service';
import { BROWSER_ID_COOKIE } from '../verification/browser-id-cookie';
import { pruneSecurityEvents, recordSecurityEvent } from './security-event-repository';

/** Every deletion of this file is one run: a token is never refused for its batch here. */
const ONE_BATCH = confirmBatchHeaders();

const CHROME_ON_WINDOWS =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.6778.86 Safari/537.36';
const FIREFOX_ON_LINUX = 'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0';
const MADE_UP_SESSION_ID = '00000000-0000-4000-8000-000000000000';

/** A browser signed in to an account: its session cookie and its device-id cookie. */
interface Browser {
  sessionToken: string;
  browserId: string;
  userAgent?: string;
}

describe('the security page’s API', () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'portal-security-'));
  let testApp: TestApp;
  let sessions: SessionRepository;
  let tokens: TestConfirmTokens;

  beforeAll(async () => {
    tokens = await createTestConfirmTokens();
    // Verification on: whether each browser passed it is part of the answer.
    testApp = await createTestApp({
      config: verificationByEmailConfig(dataDir),
      confirmTokenKeys: tokens.keySource,
    });
    sessions = new SessionRepository(testApp.database.db, testApp.config.sessionIdleTimeoutMs);
  });
  afterAll(async () => {
    await testApp.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  const newBrowserId = () => generateDeviceId((length) => randomBytes(length));

  function call(
    browser: Browser,
    method: 'GET' | 'POST' | 'DELETE',
    url: string,
    extra: { payload?: object; headers?: Record<string, string> } = {},
  ) {
    return testApp.app.inject({
      method,
      url,
      headers: {
        ...webClientHeaders,
        ...(browser.userAgent && { 'user-agent': browser.userAgent }),
        ...extra.headers,
      },
      cookies: { portal_session: browser.sessionToken, [BROWSER_ID_COOKIE]: browser.browserId },
      ...(extra.payload && { payload: extra.payload }),
    });
  }

  async function listOf(browser: Browser): Promise<BrowserSession[]> {
    const answer = await call(browser, 'GET', '/api/security/v1/sessions');
    expect(answer.statusCode, answer.body).toBe(200);
    return answer.json<{ sessions: BrowserSession[] }>().sessions;
  }

  async function eventsOf(browser: Browser): Promise<SecurityEvent[]> {
    const answer = await call(browser, 'GET', '/api/security/v1/events');
    expect(answer.statusCode, answer.body).toBe(200);
    return answer.json<{ events: SecurityEvent[] }>().events;
  }

  /** A browser of the account, signed in from `userAgent` and verified by e-mail. */
  async function verifiedBrowser(
    accountId: string,
    userAgent: string,
    ip = '203.0.113.7',
  ): Promise<Browser> {
    const browser = {
      sessionToken: await sessions.create(accountId, null, null, new Date(), { userAgent, ip }),
      browserId: newBrowserId(),
      userAgent,
    };
    await verifyBrowserByEmail(testApp.app, dataDir, {
      portal_session: browser.sessionToken,
      [BROWSER_ID_COOKIE]: browser.browserId,
    });
    return browser;
  }

  /** An account with two verified browsers (Chrome here, Firefox elsewhere) and one that never verified. */
  async function accountWithThreeBrowsers() {
    const { accountId, sessionToken, subject } = await signInTestAccount(testApp.database.db);
    const elsewhere = await verifiedBrowser(accountId, FIREFOX_ON_LINUX, '198.51.100.20');
    const unverified = { sessionToken, browserId: newBrowserId() };
    // Signed in last, so it is the most recently active besides the unverified one.
    const here = await verifiedBrowser(accountId, CHROME_ON_WINDOWS);
    return { accountId, subject, here, elsewhere, unverified };
  }

  it('lists every signed-in browser of the account: this one first, with browser, system, address, times and verification', async () => {
    const { here, elsewhere } = await accountWithThreeBrowsers();
    const other = await signInTestAccount(testApp.database.db);
    const before = Date.now();
    const list = await listOf(here);

    expect(list).toHaveLength(3);
    expect(list[0]).toMatchObject({
      browserName: 'Chrome',
      browserVersion: '131',
      systemName: 'Windows',
      systemVersion: '10',
      ip: '203.0.113.7',
      // No lookup configured: the address, no place.
      place: null,
      thisBrowser: true,
      verified: true,
    });
    expect(list[0]!.signedInAt).toBeLessThanOrEqual(before);
    expect(list[0]!.lastActiveAt).toBeGreaterThanOrEqual(list[0]!.signedInAt);
    const firefox = list.find((session) => session.browserName === 'Firefox');
    expect(firefox).toMatchObject({
      systemName: 'Linux',
      ip: '198.51.100.20',
      thisBrowser: false,
      verified: true,
    });
    // The test account's own session never verified its browser.
    expect(list.filter((session) => !session.verified)).toHaveLength(1);
    expect(list.filter((session) => session.thisBrowser)).toHaveLength(1);

    // The other browser sees the same sessions, itself as this one.
    const seenElsewhere = await listOf(elsewhere);
    expect(seenElsewhere[0]).toMatchObject({ browserName: 'Firefox', thisBrowser: true });
    expect(seenElsewhere.map((session) => session.sessionId).sort()).toEqual(
      list.map((session) => session.sessionId).sort(),
    );
    // Another account's session is nowhere in the list.
    const [othersSession] = await testApp.database.db
      .select({ handle: sessionRows.handle })
      .from(sessionRows)
      .where(eq(sessionRows.accountId, other.accountId));
    expect(othersSession).toBeDefined();
    expect(list.map((each) => each.sessionId)).not.toContain(othersSession!.handle);
  });

  it('signs one browser out: its next call gets the answer of a session ended everywhere, and the event is recorded', async () => {
    const { here, elsewhere } = await accountWithThreeBrowsers();
    const target = (await listOf(here)).find((session) => session.browserName === 'Firefox')!;

    const ended = await call(here, 'DELETE', `/api/security/v1/sessions/${target.sessionId}`);
    expect(ended.statusCode).toBe(200);
    expect(ended.json()).toEqual({ sessionId: target.sessionId });

    const next = await call(elsewhere, 'GET', '/auth/session');
    expect(next.statusCode).toBe(403);
    expect(next.json()).toMatchObject({ rcode: Rcodes.SESSION_FORBIDDEN.rcode });
    expect((await listOf(here)).map((session) => session.sessionId)).not.toContain(
      target.sessionId,
    );
    // Ended already: not found, like any id the account does not have.
    expect(
      (await call(here, 'DELETE', `/api/security/v1/sessions/${target.sessionId}`)).statusCode,
    ).toBe(404);

    const [newest] = await eventsOf(here);
    expect(newest).toMatchObject({ type: 'sessionsEnded', count: 1, browserName: 'Chrome' });
  });

  it('signs out everywhere else: every other browser is ended, this one goes on', async () => {
    const { here, elsewhere, unverified } = await accountWithThreeBrowsers();

    const answer = await call(here, 'POST', '/api/security/v1/sessions/end-others', {
      payload: {},
    });
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({ ended: 2 });

    for (const browser of [elsewhere, unverified]) {
      const next = await call(browser, 'GET', '/api/backup/v4/devices');
      expect(next.statusCode).toBe(403);
      expect(next.json()).toMatchObject({ rcode: Rcodes.SESSION_FORBIDDEN.rcode });
    }
    const left = await listOf(here);
    expect(left).toHaveLength(1);
    expect(left[0]!.thisBrowser).toBe(true);
    expect((await eventsOf(here))[0]).toMatchObject({ type: 'sessionsEnded', count: 2 });
    // Nothing left to end.
    expect(
      (await call(here, 'POST', '/api/security/v1/sessions/end-others', { payload: {} })).json(),
    ).toEqual({ ended: 0 });
  });

  it('cannot end another account’s browser: not found, exactly as a made-up id, and it stays signed in', async () => {
    const victim = await accountWithThreeBrowsers();
    const attacker = await accountWithThreeBrowsers();
    const victimsSession = (await listOf(victim.here))[0]!.sessionId;

    const foreign = await call(
      attacker.here,
      'DELETE',
      `/api/security/v1/sessions/${victimsSession}`,
    );
    const madeUp = await call(
      attacker.here,
      'DELETE',
      `/api/security/v1/sessions/${MADE_UP_SESSION_ID}`,
    );
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toEqual(madeUp.json());
    expect(foreign.json()).toMatchObject({ rcode: Rcodes.NOT_FOUND.rcode });

    expect((await call(victim.here, 'GET', '/auth/session')).statusCode).toBe(200);
    expect((await listOf(victim.here)).map((session) => session.sessionId)).toContain(
      victimsSession,
    );
    // Signing out everywhere else leaves other accounts alone.
    await call(attacker.here, 'POST', '/api/security/v1/sessions/end-others', { payload: {} });
    expect(await listOf(victim.here)).toHaveLength(3);
  });

  it('refuses a session id that is not one', async () => {
    const { here } = await accountWithThreeBrowsers();
    const answer = await call(here, 'DELETE', '/api/security/v1/sessions/not-a-session');
    expect(answer.statusCode).toBe(400);
    expect(await listOf(here)).toHaveLength(3);
  });

  it('is guarded like every cloud call: a session, the client header, and a verified browser', async () => {
    const { here, unverified } = await accountWithThreeBrowsers();
    const noSession = await testApp.app.inject({
      method: 'GET',
      url: '/api/security/v1/sessions',
      headers: webClientHeaders,
    });
    expect(noSession.statusCode).toBe(401);
    const noHeader = await testApp.app.inject({
      method: 'GET',
      url: '/api/security/v1/sessions',
      cookies: { portal_session: here.sessionToken },
    });
    expect(noHeader.statusCode).toBe(400);
    expect(noHeader.json()).toMatchObject({ rcode: Rcodes.INVALID_REQUEST.rcode });
    // A browser that has not proved itself cannot end the owner's sessions.
    const fromUnverified = await call(unverified, 'POST', '/api/security/v1/sessions/end-others', {
      payload: {},
    });
    expect(fromUnverified.statusCode).toBe(403);
    expect(fromUnverified.json()).toMatchObject({ rcode: Rcodes.VERIFICATION_REQUIRED.rcode });
    expect(await listOf(here)).toHaveLength(3);
  });

  it('records sign-outs, password confirmations and deletions where they happen, newest first', async () => {
    const { accountId, subject, here, elsewhere } = await accountWithThreeBrowsers();
    const signOut = await call(elsewhere, 'POST', '/auth/token/expire', {
      payload: { reason: 'signOut' },
    });
    expect(signOut.statusCode).toBe(200);

    const { db } = testApp.database;
    await registerTestPhone(db, accountId, 'security-phone');
    const { id } = await createTemporaryBackup(db, accountId, 'security-phone', {
      createdAt: new Date(),
      size: 1000,
      itemCount: 1,
    });
    const confirmToken = await tokens.issue(subject);
    const deleted = await call(here, 'DELETE', `/api/ctb/v2/backups/${id}`, {
      headers: { 'x-sc-confirm-token': confirmToken, ...ONE_BATCH },
    });
    expect(deleted.statusCode, deleted.body).toBe(200);

    const events = await eventsOf(here);
    expect(events.slice(0, 3).map((event) => [event.type, event.subject ?? null])).toEqual([
      ['dataDeleted', 'temporaryBackup'],
      ['passwordConfirmed', null],
      ['signedOut', null],
    ]);
    expect(events[0]).toMatchObject({ browserName: 'Chrome', systemName: 'Windows' });
    expect(events[2]).toMatchObject({ browserName: 'Firefox', systemName: 'Linux' });
    for (let i = 1; i < events.length; i += 1)
      expect(events[i - 1]!.occurredAt).toBeGreaterThanOrEqual(events[i]!.occurredAt);
    // Verification failures by e-mail link, confirmations by token: one token, one confirmation.
    await call(here, 'DELETE', `/api/ctb/v2/backups/${id}`, {
      headers: { 'x-sc-confirm-token': confirmToken, ...ONE_BATCH },
    });
    expect(
      (await eventsOf(here)).filter((event) => event.type === 'passwordConfirmed'),
    ).toHaveLength(1);
  });

  it('lists events written at the same moment newest first, in the order they were written', async () => {
    const { accountId, here } = await accountWithThreeBrowsers();
    const { db } = testApp.database;
    // Ten events sharing one time, as PGlite's millisecond clock gives them: the list must not
    // fall back on an order of its own.
    const at = new Date(Date.now() + 60_000);
    const written = Array.from({ length: 10 }, (_, i): SecurityEvent['type'] => (i % 2 === 0 ? 'erasureRequested' : 'passwordConfirmed'));
    for (const type of written) await recordSecurityEvent(db, { accountId, type, browser: null, at });
    const listed = (await eventsOf(here)).slice(0, written.length).map((event) => event.type);
    expect(listed).toEqual([...written].reverse());
  });

  it('keeps events 90 days: older ones are neither shown nor kept', async () => {
    const { accountId, here } = await accountWithThreeBrowsers();
    const { db } = testApp.database;
    const now = Date.now();
    await recordSecurityEvent(db, {
      accountId,
      type: 'erasureRequested',
      browser: null,
      at: new Date(now - 91 * 86_400_000),
    });
    await recordSecurityEvent(db, {
      accountId,
      type: 'signedIn',
      browser: null,
      at: new Date(now - 89 * 86_400_000),
    });

    const shown = (await eventsOf(here)).map((event) => event.type);
    expect(shown).toContain('signedIn');
    expect(shown).not.toContain('erasureRequested');

    expect(await pruneSecurityEvents(db)).toBeGreaterThanOrEqual(1);
    const kept = await db
      .select({ type: securityEvents.type })
      .from(securityEvents)
      .where(eq(securityEvents.accountId, accountId));
    expect(kept.map((row) => row.type)).toEqual(['signedIn']);
  });
});
