import { randomBytes } from 'node:crypto';
import { Rcodes } from '@cloud-portal/contract/rcodes';
import { DAY_IN_MS } from '@cloud-portal/domain/constants';
import { generateDeviceId } from '@cloud-portal/domain/device-id';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { accounts, webSignInRequests } from '../../db/schema';
import type { MailMessage } from '../../mail/mailer';
import { registerDevice, type DeviceRegistration } from '../devices/device-registry';
import { signInTestAccount } from '../../../test/test-accounts';
import { useTestDatabase } from '../../../test/use-test-database';
import type { DeviceType, VirtualDeviceType } from '@cloud-portal/domain/device-types';
import {
  approvePendingWebSignIn,
  approvingDevicesOf,
  confirmWebSignInByEmail,
  deleteFinishedWebSignInRequests,
  emailConfirmationLink,
  isBrowserVerified,
  pollWebSignIn,
  startWebSignIn,
  WEB_SIGN_IN_WINDOW_MS,
  type PendingVerification,
} from './verification-service';

const FIRST_SIGN_IN = { policy: 'first-sign-in', validDays: 90 } as const;

const database = useTestDatabase();
const sent: MailMessage[] = [];
const mailer = { send: async (message: MailMessage) => void sent.push(message) };

const phone: DeviceRegistration = {
  deviceId: 'phone',
  deviceType: 'phone',
  model: 'CP-P9100',
  modelCode: 'CP-P9100',
  modelName: 'P9100',
  lastAccessTime: new Date(),
};

function newBrowserId(): string {
  return generateDeviceId((length) => randomBytes(length));
}

/** A signed-in account with a phone, a watch and a secure folder. */
async function accountWithDevices() {
  const signedIn = await signInTestAccount(database.db);
  const db = database.db;
  await registerDevice(db, signedIn.accountId, phone);
  await registerDevice(db, signedIn.accountId, { ...phone, deviceId: 'watch', deviceType: 'watch' });
  await registerDevice(db, signedIn.accountId, { ...phone, deviceId: 'phone-sf', virtualType: 'secure_folder', parentDeviceId: 'phone' });
  const [account] = await db.select().from(accounts).where(eq(accounts.id, signedIn.accountId));
  if (!account) throw new Error('account missing');
  return account;
}

async function start(
  account: Awaited<ReturnType<typeof accountWithDevices>>,
  flow: 'email' | 'mobile',
  options: { browserId?: string; now?: Date; policy?: 'first-sign-in' | 'always-verified' } = {},
) {
  return startWebSignIn(
    { db: database.db, policy: options.policy ?? 'first-sign-in', validDays: 90, mailer, publicUrl: 'https://portal.example' },
    { account, browserId: options.browserId ?? newBrowserId(), flow },
    options.now,
  );
}

function pending(result: Awaited<ReturnType<typeof start>>): PendingVerification {
  if (result.status !== 'PENDING') throw new Error('expected a pending request');
  return result;
}

describe('approvePendingWebSignIn', () => {
  it('approves the newest pending mobile request only, verifying its browser', async () => {
    const account = await accountWithDevices();
    const olderBrowser = newBrowserId();
    const newerBrowser = newBrowserId();
    const older = pending(await start(account, 'mobile', { browserId: olderBrowser, now: new Date(Date.now() - 60_000) }));
    const newer = pending(await start(account, 'mobile', { browserId: newerBrowser }));

    const approved = await approvePendingWebSignIn(database.db, account.id, 'phone');
    expect(approved?.requestCreatedAt).toBeInstanceOf(Date);

    await expect(pollWebSignIn(database.db, { accountId: account.id, browserId: newerBrowser, authCode: newer.authCode })).resolves.toEqual({ status: 'VERIFIED' });
    await expect(pollWebSignIn(database.db, { accountId: account.id, browserId: olderBrowser, authCode: older.authCode })).rejects.toMatchObject({
      rcode: Rcodes.WEB_TOKEN_NOT_VERIFIED.rcode,
    });
    expect(await isBrowserVerified(database.db, FIRST_SIGN_IN, account.id, newerBrowser)).toBe(true);
    expect(await isBrowserVerified(database.db, FIRST_SIGN_IN, account.id, olderBrowser)).toBe(false);
  });

  it('refuses watches, secure folders, unknown devices and other accounts’ phones, changing nothing', async () => {
    const account = await accountWithDevices();
    const stranger = await accountWithDevices();
    const browserId = newBrowserId();
    const request = pending(await start(account, 'mobile', { browserId }));

    for (const [accountId, deviceId] of [
      [account.id, 'watch'],
      [account.id, 'phone-sf'],
      [account.id, 'no-such-device'],
    ] as const) {
      await expect(approvePendingWebSignIn(database.db, accountId, deviceId)).rejects.toMatchObject({ rcode: Rcodes.NOT_FOUND.rcode });
    }
    // The stranger's own phone approves the stranger's requests, never this account's.
    expect(await approvePendingWebSignIn(database.db, stranger.id, 'phone')).toBeNull();
    await expect(pollWebSignIn(database.db, { accountId: account.id, browserId, authCode: request.authCode })).rejects.toMatchObject({
      rcode: Rcodes.WEB_TOKEN_NOT_VERIFIED.rcode,
    });
  });

  it('approves nothing when only e-mail or expired requests wait', async () => {
    const account = await accountWithDevices();
    await start(account, 'email');
    await start(account, 'mobile', { now: new Date(Date.now() - WEB_SIGN_IN_WINDOW_MS - 1000) });
    expect(await approvePendingWebSignIn(database.db, account.id, 'phone')).toBeNull();
    const rows = await database.db.select().from(webSignInRequests).where(eq(webSignInRequests.accountId, account.id));
    expect(rows.map((row) => row.status)).toEqual(['pending', 'pending']);
  });
});

describe('confirmWebSignInByEmail', () => {
  it('lets exactly one of two simultaneous confirmations do the work; both answer VERIFIED', async () => {
    const account = await accountWithDevices();
    sent.length = 0;
    const browserId = newBrowserId();
    await start(account, 'email', { browserId });
    const token = decodeURIComponent(sent[0]?.link.split('signed=')[1] ?? '').split('/').pop() ?? '';
    const results = await Promise.all([
      confirmWebSignInByEmail(database.db, { accountId: account.id, browserId, token }),
      confirmWebSignInByEmail(database.db, { accountId: account.id, browserId, token }),
    ]);
    expect(results).toEqual([{ status: 'VERIFIED' }, { status: 'VERIFIED' }]);
  });
});

describe('startWebSignIn', () => {
  it('sends the confirmation to the login id, with the signed path in the link', async () => {
    const account = await accountWithDevices();
    sent.length = 0;
    await start(account, 'email');
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ to: account.loginId, subject: 'Confirm your sign-in to Cloud Portal' });
    expect(sent[0]?.link).toMatch(/^https:\/\/portal\.example\/#\/verification-processing\?signed=%2Fapi%2Fauth%2Fsc%2Fverification%2Fv1%2Femail%2F[A-Za-z0-9_-]+$/);
    expect(sent[0]?.text).toContain(sent[0]?.link);
    expect(sent[0]?.text).toContain('within 5 minutes');
  });

  it('under always-verified answers VERIFIED at once, storing and sending nothing', async () => {
    const account = await accountWithDevices();
    sent.length = 0;
    expect(await start(account, 'email', { policy: 'always-verified' })).toEqual({ status: 'VERIFIED' });
    expect(sent).toHaveLength(0);
    expect(await database.db.select().from(webSignInRequests).where(eq(webSignInRequests.accountId, account.id))).toHaveLength(0);
    expect(await isBrowserVerified(database.db, { policy: 'always-verified', validDays: 90 }, account.id, null)).toBe(true);
  });
});

describe('helpers', () => {
  it('orders approving devices by last use and leaves out watches and virtual devices', () => {
    const at = (days: number) => new Date(Date.now() - days * DAY_IN_MS);
    const devices: Array<{ id: string; deviceType: DeviceType; virtualType: VirtualDeviceType; lastAccessTime: Date }> = [
      { id: 'old-phone', deviceType: 'phone', virtualType: 'normal', lastAccessTime: at(30) },
      { id: 'watch', deviceType: 'watch', virtualType: 'normal', lastAccessTime: at(0) },
      { id: 'tablet', deviceType: 'tablet', virtualType: 'normal', lastAccessTime: at(2) },
      { id: 'knox', deviceType: 'phone', virtualType: 'knox', lastAccessTime: at(0) },
      { id: 'phone', deviceType: 'phone', virtualType: 'normal', lastAccessTime: at(1) },
    ];
    expect(approvingDevicesOf(devices).map((device) => device.id)).toEqual(['phone', 'tablet', 'old-phone']);
  });

  it('builds the e-mail link from the public URL and the encoded POST path', () => {
    expect(emailConfirmationLink('http://localhost:8080', 'abc_DEF-123')).toBe(
      'http://localhost:8080/#/verification-processing?signed=%2Fapi%2Fauth%2Fsc%2Fverification%2Fv1%2Femail%2Fabc_DEF-123',
    );
  });

  it('cleans up only requests that expired more than a day ago', async () => {
    const account = await accountWithDevices();
    const now = new Date();
    await start(account, 'mobile', { now: new Date(now.getTime() - 2 * DAY_IN_MS) });
    await start(account, 'mobile', { now: new Date(now.getTime() - 60 * 60 * 1000) });
    await start(account, 'mobile', { now });
    expect(await deleteFinishedWebSignInRequests(database.db, now)).toBeGreaterThanOrEqual(1);
    expect(await database.db.select().from(webSignInRequests).where(eq(webSignInRequests.accountId, account.id))).toHaveLength(2);
  });
});
