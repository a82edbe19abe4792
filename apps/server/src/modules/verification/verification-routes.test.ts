import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Rcodes } from '@cloud-portal/contract/rcodes';
import { DAY_IN_MS } from '@cloud-portal/domain/constants';
import { DEVICE_ID_MAX_AGE_MS, generateDeviceId } from '@cloud-portal/domain/device-id';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts, verifiedBrowsers, webSignInRequests } from '../../db/schema';
import type { MailMessage } from '../../mail/mailer';
import { registerDevice } from '../devices/device-registry';
import { SessionRepository } from '../../auth/session-repository';
import { signInTestAccount, type SignedInTestAccount } from '../../../test/test-accounts';
import { createTestApp, webClientHeaders, type TestApp } from '../../../test/test-app';
import { createTestDatabase, type TestDatabase } from '../../../test/test-database';
import {
  newestEmail as newestEmailIn,
  outboxFiles as outboxFilesIn,
  signedPathIn,
  verificationByEmailConfig,
} from '../../../test/outbox-email';
import { BROWSER_ID_COOKIE } from './browser-id-cookie';
import { approvePendingWebSignIn, RESTART_COOL_DOWN_MS, startWebSignIn, WEB_SIGN_IN_WINDOW_MS } from './verification-service';

const START = '/api/auth/sc/tokens/v1/web';
const IS_VERIFIED = '/api/auth/sc/verification/v1/tokens/web/isVerified';

let testDatabase: TestDatabase;
let testApp: TestApp;
let dataDir: string;

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'portal-verification-'));
  testDatabase = await createTestDatabase({ pgliteDataDir: path.join(dataDir, 'pglite') });
  // This file is about verification: ask for it, and send e-mails to the outbox.
  testApp = await createTestApp({
    testDatabase,
    config: verificationByEmailConfig(dataDir),
  });
});

afterAll(async () => {
  await testApp.close();
  await testDatabase.dispose();
  await rm(dataDir, { recursive: true, force: true });
});

function newBrowserId(): string {
  return generateDeviceId((length) => randomBytes(length));
}

function call(
  method: 'GET' | 'PUT' | 'POST',
  url: string,
  options: { account?: SignedInTestAccount; browserId?: string | null; body?: unknown } = {},
) {
  const cookies: Record<string, string> = {};
  if (options.account) cookies.portal_session = options.account.sessionToken;
  if (options.browserId) cookies[BROWSER_ID_COOKIE] = options.browserId;
  return testApp.app.inject({
    method,
    url,
    headers: webClientHeaders,
    cookies,
    ...(options.body !== undefined && { payload: options.body as object }),
  });
}

const outboxFiles = () => outboxFilesIn(dataDir);
const newestEmail = () => newestEmailIn(dataDir);

async function requestsOf(accountId: string) {
  return testApp.database.db.select().from(webSignInRequests).where(eq(webSignInRequests.accountId, accountId));
}

function capturingMailer() {
  const sent: MailMessage[] = [];
  return { sent, mailer: { send: async (message: MailMessage) => void sent.push(message) } };
}

async function signIn(profile: { emailVerified?: boolean; loginId?: string } = {}): Promise<SignedInTestAccount> {
  return signInTestAccount(testApp.database.db, profile);
}

/** A signed-in account with a phone, `phone-main`, to approve from. */
async function accountWithPhone(): Promise<SignedInTestAccount> {
  const account = await signIn();
  await registerDevice(testApp.database.db, account.accountId, {
    deviceId: 'phone-main',
    deviceType: 'phone',
    model: 'CP-P9100',
    modelCode: 'CP-P9100',
    modelName: 'P9100',
    lastAccessTime: new Date(),
  });
  return account;
}

/** Starts a request the way the start call does, at `at` (the past, for tests about time). */
async function startAt(account: SignedInTestAccount, browserId: string, flow: 'email' | 'mobile', at: Date, mailer = capturingMailer().mailer) {
  const [row] = await testApp.database.db.select().from(accounts).where(eq(accounts.id, account.accountId));
  if (!row) throw new Error('account missing');
  const context = { db: testApp.database.db, policy: 'first-sign-in', validDays: 90, mailer, publicUrl: testApp.config.publicUrl } as const;
  return startWebSignIn(context, { account: row, browserId, flow }, at);
}

describe('web sign-in by e-mail', () => {
  it('starts with 202, waits (135001), confirms through the e-mailed link, then answers VERIFIED', async () => {
    const account = await signIn({ loginId: 'alex@example.com' });
    const emailsBefore = outboxFiles().length;

    const started = await call('PUT', `${START}?authFlow=email`, { account });
    expect(started.statusCode).toBe(202);
    const body = started.json<{ authCode: string; status: string; expiresAt: number }>();
    expect(body).toEqual({ authCode: expect.stringMatching(/^[A-Za-z0-9_-]{16,64}$/), status: 'PENDING', expiresAt: expect.any(Number) });
    expect(Math.abs(body.expiresAt - (Date.now() + WEB_SIGN_IN_WINDOW_MS))).toBeLessThan(10_000);

    // The server gives the browser its device id: HttpOnly, SameSite=Lax, 730 days.
    const cookie = started.cookies.find((c) => c.name === BROWSER_ID_COOKIE);
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', secure: true, path: '/', maxAge: DEVICE_ID_MAX_AGE_MS / 1000 });
    const browserId = cookie?.value ?? '';
    expect(browserId).toMatch(/^[A-Za-z0-9]{32}$/);

    const pending = await call('GET', `${START}?authCode=${body.authCode}`, { account, browserId });
    expect(pending.statusCode).toBe(401);
    expect(pending.json()).toMatchObject({ rcode: Rcodes.WEB_TOKEN_NOT_VERIFIED.rcode });
    expect((await call('GET', IS_VERIFIED, { account, browserId })).json()).toEqual({ isVerified: false });

    expect(outboxFiles()).toHaveLength(emailsBefore + 1);
    const email = newestEmail();
    expect(email).toMatch(/^To: alex@example\.com$/m);
    expect(email).toMatch(/^Subject: Confirm your sign-in to Cloud Portal$/m);
    expect(email).toContain(`${testApp.config.publicUrl}/#/verification-processing?signed=`);
    const signedPath = signedPathIn(email);
    expect(signedPath).toMatch(/^\/api\/auth\/sc\/verification\/v1\/email\/[A-Za-z0-9_-]{20,128}$/);

    const confirmed = await call('POST', signedPath, { account, browserId });
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json()).toEqual({ status: 'VERIFIED' });

    const verified = await call('GET', `${START}?authCode=${body.authCode}`, { account, browserId });
    expect(verified.statusCode).toBe(200);
    expect(verified.json()).toEqual({ status: 'VERIFIED' });
    expect((await call('GET', IS_VERIFIED, { account, browserId })).json()).toEqual({ isVerified: true });

    // A verified browser starting again is told so at once; no new e-mail, no new request.
    const again = await call('PUT', `${START}?authFlow=email`, { account, browserId });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({ status: 'VERIFIED' });
    expect(again.cookies.find((c) => c.name === BROWSER_ID_COOKIE)).toBeUndefined();
    expect(outboxFiles()).toHaveLength(emailsBefore + 1);
    expect(await requestsOf(account.accountId)).toHaveLength(1);
  });

  it('answers the link again with VERIFIED when it is opened a second time', async () => {
    const account = await signIn();
    const browserId = newBrowserId();
    await call('PUT', `${START}?authFlow=email`, { account, browserId });
    const signedPath = signedPathIn(newestEmail());
    expect((await call('POST', signedPath, { account, browserId })).statusCode).toBe(200);
    const second = await call('POST', signedPath, { account, browserId });
    expect(second.statusCode).toBe(200);
    expect(second.json()).toEqual({ status: 'VERIFIED' });
  });

  it('verifies only the browser that asked: opened in another browser it answers 40000005 and changes nothing', async () => {
    const account = await signIn();
    const askingBrowser = newBrowserId();
    await call('PUT', `${START}?authFlow=email`, { account, browserId: askingBrowser });
    const signedPath = signedPathIn(newestEmail());
    // Another browser signed in to the same account: its own session, its own device id (or none yet).
    const otherSession: SignedInTestAccount = {
      ...account,
      sessionToken: await new SessionRepository(testApp.database.db, 30 * 60 * 1000).create(account.accountId, null),
    };
    const otherBrowser = newBrowserId();
    const requestsBefore = await requestsOf(account.accountId);
    for (const browserId of [otherBrowser, null]) {
      const refused = await call('POST', signedPath, { account: otherSession, browserId });
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toEqual({
        rcode: Rcodes.VERIFICATION_OTHER_BROWSER.rcode,
        rmsg: 'This link confirms only the browser that asked for it. Open it in that browser; nothing was changed here.',
      });
    }
    expect(await requestsOf(account.accountId)).toEqual(requestsBefore);
    expect((await call('GET', IS_VERIFIED, { account, browserId: askingBrowser })).json()).toEqual({ isVerified: false });
    expect((await call('GET', IS_VERIFIED, { account: otherSession, browserId: otherBrowser })).json()).toEqual({ isVerified: false });

    // The asking browser still gets the spec's flow: the same link verifies it.
    expect((await call('POST', signedPath, { account, browserId: askingBrowser })).json()).toEqual({ status: 'VERIFIED' });
    expect((await call('GET', IS_VERIFIED, { account, browserId: askingBrowser })).json()).toEqual({ isVerified: true });
    // Once used, it still verifies nothing elsewhere.
    expect((await call('POST', signedPath, { account: otherSession, browserId: otherBrowser })).statusCode).toBe(400);
    expect((await call('GET', IS_VERIFIED, { account: otherSession, browserId: otherBrowser })).json()).toEqual({ isVerified: false });
  });

  it('refuses the e-mail flow without a validated e-mail address (135601), creating nothing', async () => {
    const account = await signIn({ emailVerified: false });
    const emailsBefore = outboxFiles().length;
    const response = await call('PUT', `${START}?authFlow=email`, { account, browserId: newBrowserId() });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ rcode: Rcodes.EMAIL_NOT_VALIDATED.rcode, rmsg: expect.any(String) });
    expect(await requestsOf(account.accountId)).toHaveLength(0);
    expect(outboxFiles()).toHaveLength(emailsBefore);
  });

  it('treats a validated login id that is not an e-mail address as no address (135601)', async () => {
    const account = await signIn({ loginId: '+15550100' });
    const response = await call('PUT', `${START}?authFlow=email`, { account, browserId: newBrowserId() });
    expect(response.json()).toMatchObject({ rcode: Rcodes.EMAIL_NOT_VALIDATED.rcode });
  });

  it('switches to device approval (135607) when there is no validated e-mail but a phone can approve', async () => {
    const account = await signIn({ emailVerified: false });
    await registerDevice(testApp.database.db, account.accountId, {
      deviceId: 'phone-1',
      deviceType: 'phone',
      model: 'CP-P9100',
      modelCode: 'CP-P9100',
      modelName: 'P9100',
      lastAccessTime: new Date(),
    });
    const response = await call('PUT', `${START}?authFlow=email`, { account, browserId: newBrowserId() });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ rcode: Rcodes.VERIFICATION_BY_DEVICE.rcode });
    expect(await requestsOf(account.accountId)).toHaveLength(0);
  });
});

describe('web sign-in approved on a device', () => {
  it('waits for the approval, sends no e-mail, then answers VERIFIED', async () => {
    const account = await accountWithPhone();
    const emailsBefore = outboxFiles().length;
    const browserId = newBrowserId();
    const started = await call('PUT', `${START}?authFlow=mobile`, { account, browserId });
    expect(started.statusCode).toBe(202);
    const { authCode } = started.json<{ authCode: string }>();
    expect(outboxFiles()).toHaveLength(emailsBefore);
    expect((await call('GET', `${START}?authCode=${authCode}`, { account, browserId })).json()).toMatchObject({
      rcode: Rcodes.WEB_TOKEN_NOT_VERIFIED.rcode,
    });

    expect(await approvePendingWebSignIn(testApp.database.db, account.accountId, 'phone-main')).not.toBeNull();

    const polled = await call('GET', `${START}?authCode=${authCode}`, { account, browserId });
    expect(polled.statusCode).toBe(200);
    expect(polled.json()).toEqual({ status: 'VERIFIED' });
    expect((await call('GET', IS_VERIFIED, { account, browserId })).json()).toEqual({ isVerified: true });
  });
});

describe('polling', () => {
  it('answers 135002 for a code of another account, of another browser, a made-up one, or without a device id', async () => {
    const owner = await signIn();
    const browserId = newBrowserId();
    const { authCode } = (await call('PUT', `${START}?authFlow=mobile`, { account: owner, browserId })).json<{ authCode: string }>();
    const stranger = await signIn();

    const attempts = [
      call('GET', `${START}?authCode=${authCode}`, { account: stranger, browserId }),
      call('GET', `${START}?authCode=${authCode}`, { account: owner, browserId: newBrowserId() }),
      call('GET', `${START}?authCode=${authCode}`, { account: owner }),
      call('GET', `${START}?authCode=${'x'.repeat(43)}`, { account: owner, browserId }),
    ];
    for (const response of await Promise.all(attempts)) {
      expect(response.statusCode).toBe(401);
      expect(response.json()).toMatchObject({ rcode: Rcodes.WEB_TOKEN_UNKNOWN.rcode });
    }
    // The owner's request is untouched.
    expect((await call('GET', `${START}?authCode=${authCode}`, { account: owner, browserId })).json()).toMatchObject({
      rcode: Rcodes.WEB_TOKEN_NOT_VERIFIED.rcode,
    });
  });

  it('answers 135603 once the request has expired, and its e-mail link too', async () => {
    const account = await signIn();
    const browserId = newBrowserId();
    const { sent, mailer } = capturingMailer();
    const sixMinutesAgo = new Date(Date.now() - WEB_SIGN_IN_WINDOW_MS - 60_000);
    const started = await startAt(account, browserId, 'email', sixMinutesAgo, mailer);
    if (started.status !== 'PENDING') throw new Error('expected a pending request');

    const polled = await call('GET', `${START}?authCode=${started.authCode}`, { account, browserId });
    expect(polled.statusCode).toBe(400);
    expect(polled.json()).toMatchObject({ rcode: Rcodes.VERIFICATION_EXPIRED.rcode });

    const link = await call('POST', signedPathIn(sent[0]?.text ?? ''), { account, browserId });
    expect(link.statusCode).toBe(400);
    expect(link.json()).toMatchObject({ rcode: Rcodes.VERIFICATION_EXPIRED.rcode });
    expect((await call('GET', IS_VERIFIED, { account, browserId })).json()).toEqual({ isVerified: false });
  });
});

describe('the e-mail link', () => {
  it('is not found for another account, and the owner’s request stays pending', async () => {
    const owner = await signIn();
    const browserId = newBrowserId();
    const { authCode } = (await call('PUT', `${START}?authFlow=email`, { account: owner, browserId })).json<{ authCode: string }>();
    const signedPath = signedPathIn(newestEmail());
    const stranger = await signIn();

    const refused = await call('POST', signedPath, { account: stranger, browserId });
    expect(refused.statusCode).toBe(404);
    expect(refused.json()).toMatchObject({ rcode: Rcodes.NOT_FOUND.rcode });
    const [request] = await requestsOf(owner.accountId);
    expect(request).toMatchObject({ status: 'pending', verifiedAt: null });
    expect((await call('GET', `${START}?authCode=${authCode}`, { account: owner, browserId })).json()).toMatchObject({
      rcode: Rcodes.WEB_TOKEN_NOT_VERIFIED.rcode,
    });
    expect((await call('GET', IS_VERIFIED, { account: stranger, browserId })).json()).toEqual({ isVerified: false });

    // The owner can still use it.
    expect((await call('POST', signedPath, { account: owner, browserId })).statusCode).toBe(200);
  });

  it('is not found when unknown', async () => {
    const account = await signIn();
    const response = await call('POST', `/api/auth/sc/verification/v1/email/${'a'.repeat(43)}`, { account });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ rcode: Rcodes.NOT_FOUND.rcode });
  });
});

describe('asking again moments later (400 135602)', () => {
  it('refuses a second start on the same route, creating and ending nothing; the first request still works', async () => {
    const account = await signIn();
    const browserId = newBrowserId();
    const first = await call('PUT', `${START}?authFlow=email`, { account, browserId });
    expect(first.statusCode).toBe(202);
    const { authCode } = first.json<{ authCode: string }>();
    const signedPath = signedPathIn(newestEmail());
    const emailsBefore = outboxFiles().length;

    const again = await call('PUT', `${START}?authFlow=email`, { account, browserId });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({ rcode: Rcodes.VERIFICATION_PENDING.rcode, rmsg: expect.any(String) });
    expect(outboxFiles()).toHaveLength(emailsBefore);
    expect((await requestsOf(account.accountId)).map((request) => request.status)).toEqual(['pending']);
    expect((await call('GET', `${START}?authCode=${authCode}`, { account, browserId })).json()).toMatchObject({
      rcode: Rcodes.WEB_TOKEN_NOT_VERIFIED.rcode,
    });

    expect((await call('POST', signedPath, { account, browserId })).statusCode).toBe(200);
    expect((await call('GET', `${START}?authCode=${authCode}`, { account, browserId })).json()).toEqual({ status: 'VERIFIED' });
  });

  it('lets the browser switch to the other route, and other browsers start, at once', async () => {
    const account = await signIn();
    const browserId = newBrowserId();
    expect((await call('PUT', `${START}?authFlow=email`, { account, browserId })).statusCode).toBe(202);
    expect((await call('PUT', `${START}?authFlow=mobile`, { account, browserId })).statusCode).toBe(202);
    expect((await call('PUT', `${START}?authFlow=email`, { account, browserId: newBrowserId() })).statusCode).toBe(202);
  });

  it('starts again once the cool-down has passed (Resend), or when the last request no longer waits', async () => {
    const account = await signIn();
    const browserId = newBrowserId();
    await startAt(account, browserId, 'email', new Date(Date.now() - RESTART_COOL_DOWN_MS - 1000));
    expect((await call('PUT', `${START}?authFlow=email`, { account, browserId })).statusCode).toBe(202);

    const otherBrowser = newBrowserId();
    await call('PUT', `${START}?authFlow=email`, { account, browserId: otherBrowser });
    expect((await call('POST', signedPathIn(newestEmail()), { account, browserId: otherBrowser })).statusCode).toBe(200);
    await testApp.database.db.delete(verifiedBrowsers).where(eq(verifiedBrowsers.accountId, account.accountId));
    // Confirmed, then its verification withdrawn: the next start is not held back.
    expect((await call('PUT', `${START}?authFlow=email`, { account, browserId: otherBrowser })).statusCode).toBe(202);
  });
});

describe('a verification that has lapsed (403 101001)', () => {
  const DEVICES = '/api/backup/v4/devices';

  /** Verifies the browser `daysAgo` days ago, approved on the account's phone. */
  async function verifiedDaysAgo(account: SignedInTestAccount, browserId: string, daysAgo: number): Promise<void> {
    const at = new Date(Date.now() - daysAgo * DAY_IN_MS);
    await startAt(account, browserId, 'mobile', at);
    expect(await approvePendingWebSignIn(testApp.database.db, account.accountId, 'phone-main', new Date(at.getTime() + 1000))).not.toBeNull();
  }

  it('refuses cloud calls from a browser verified more than the configured 90 days ago, changing nothing', async () => {
    expect(testApp.config.webSignInVerificationValidDays).toBe(90);
    const account = await accountWithPhone();
    const lapsed = newBrowserId();
    await verifiedDaysAgo(account, lapsed, 91);
    const recordedBefore = await testApp.database.db.select().from(verifiedBrowsers).where(eq(verifiedBrowsers.accountId, account.accountId));

    const refused = await call('GET', DEVICES, { account, browserId: lapsed });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ rcode: Rcodes.VERIFICATION_REQUIRED_AGAIN.rcode, rmsg: expect.any(String) });
    expect((await call('GET', IS_VERIFIED, { account, browserId: lapsed })).json()).toEqual({ isVerified: false });
    expect(await testApp.database.db.select().from(verifiedBrowsers).where(eq(verifiedBrowsers.accountId, account.accountId))).toEqual(recordedBefore);

    // A browser never verified is still 101403; one verified within the 90 days passes.
    expect((await call('GET', DEVICES, { account, browserId: newBrowserId() })).json()).toMatchObject({ rcode: Rcodes.VERIFICATION_REQUIRED.rcode });
    const recent = newBrowserId();
    await verifiedDaysAgo(account, recent, 89);
    expect((await call('GET', DEVICES, { account, browserId: recent })).statusCode).toBe(200);
  });

  it('verifies again like a new browser, after which the calls pass', async () => {
    const account = await accountWithPhone();
    const browserId = newBrowserId();
    await verifiedDaysAgo(account, browserId, 120);

    const started = await call('PUT', `${START}?authFlow=mobile`, { account, browserId });
    expect(started.statusCode).toBe(202);
    expect(await approvePendingWebSignIn(testApp.database.db, account.accountId, 'phone-main')).not.toBeNull();
    expect((await call('GET', IS_VERIFIED, { account, browserId })).json()).toEqual({ isVerified: true });
    expect((await call('GET', DEVICES, { account, browserId })).statusCode).toBe(200);
  });
});

describe('bad requests and missing sessions', () => {
  it('answers 401 without a session on every call', async () => {
    const calls = [
      call('PUT', `${START}?authFlow=email`),
      call('GET', `${START}?authCode=${'a'.repeat(43)}`),
      call('GET', IS_VERIFIED),
      call('POST', `/api/auth/sc/verification/v1/email/${'a'.repeat(43)}`),
    ];
    for (const response of await Promise.all(calls)) {
      expect(response.statusCode).toBe(401);
      expect(response.json()).toMatchObject({ rcode: Rcodes.SESSION_REQUIRED.rcode });
      expect(response.cookies.find((c) => c.name === BROWSER_ID_COOKIE)).toBeUndefined();
    }
  });

  it('answers 400 with an rcode for malformed calls and changes nothing', async () => {
    const account = await signIn();
    const browserId = newBrowserId();
    const emailsBefore = outboxFiles().length;
    const calls = [
      call('PUT', `${START}?authFlow=sms`, { account, browserId }),
      call('PUT', START, { account, browserId }),
      call('PUT', `${START}?authFlow=email&extra=1`, { account, browserId }),
      call('PUT', `${START}?authFlow=email`, { account, browserId, body: { authFlow: 'email' } }),
      call('PUT', `${START}?authFlow=email`, { account, browserId, body: [1, 2] }),
      call('GET', START, { account, browserId }),
      call('GET', `${START}?authCode=short`, { account, browserId }),
      call('GET', `${START}?authCode=${'%24'.repeat(20)}`, { account, browserId }),
      call('POST', '/api/auth/sc/verification/v1/email/short', { account, browserId }),
      call('POST', `/api/auth/sc/verification/v1/email/${'a'.repeat(43)}`, { account, browserId, body: { token: 'x' } }),
    ];
    for (const response of await Promise.all(calls)) {
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ rcode: Rcodes.INVALID_REQUEST.rcode, rmsg: expect.any(String) });
    }
    expect(await requestsOf(account.accountId)).toHaveLength(0);
    expect(outboxFiles()).toHaveLength(emailsBefore);
  });

  it('replaces a malformed device-id cookie with a fresh one', async () => {
    const account = await signIn();
    const response = await call('PUT', `${START}?authFlow=mobile`, { account, browserId: 'not-a-device-id' });
    expect(response.statusCode).toBe(202);
    expect(response.cookies.find((c) => c.name === BROWSER_ID_COOKIE)?.value).toMatch(/^[A-Za-z0-9]{32}$/);
  });
});

describe('after a restart', () => {
  it('keeps the verified browser and the verified request', async () => {
    const account = await signIn();
    const browserId = newBrowserId();
    const { authCode } = (await call('PUT', `${START}?authFlow=email`, { account, browserId })).json<{ authCode: string }>();
    await call('POST', signedPathIn(newestEmail()), { account, browserId });

    await testApp.close();
    testApp = await createTestApp({ testDatabase, config: verificationByEmailConfig(dataDir) });

    expect((await call('GET', IS_VERIFIED, { account, browserId })).json()).toEqual({ isVerified: true });
    expect((await call('GET', `${START}?authCode=${authCode}`, { account, browserId })).json()).toEqual({ status: 'VERIFIED' });
  });
});
