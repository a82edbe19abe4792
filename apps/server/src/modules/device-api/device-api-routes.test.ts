import { randomBytes } from 'node:crypto';
import { mkdtempSync, statSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Rcodes } from '@cloud-portal/contract/rcodes';
import { generateDeviceId } from '@cloud-portal/domain/device-id';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInTestAccount, type SignedInTestAccount } from '../../../test/test-accounts';
import { createTestApp, webClientHeaders, type TestApp } from '../../../test/test-app';
import { ensureDemoDeviceCredentials, readDemoDeviceCredentials } from '../../demo/demo-device-credentials';
import { registerDevice } from '../devices/device-registry';
import { BROWSER_ID_COOKIE } from '../verification/browser-id-cookie';
import { DeviceCredentialRepository } from './device-credential-repository';

const START = '/api/auth/sc/tokens/v1/web';
const APPROVE = '/device-api/v1/web-sign-in/approve';

let testApp: TestApp;
let dataDir: string;

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'portal-device-api-'));
  testApp = await createTestApp({ config: { dataDir, webSignInVerification: 'first-sign-in' } });
});
afterAll(async () => {
  await testApp.close();
  await rm(dataDir, { recursive: true, force: true });
});

/** An account without a validated e-mail whose phone can approve (the mobile route, 135607). */
async function accountWithPhone(): Promise<SignedInTestAccount> {
  const account = await signInTestAccount(testApp.database.db, { emailVerified: false });
  for (const [deviceId, deviceType] of [['phone-1', 'phone'], ['watch-1', 'watch']] as const) {
    await registerDevice(testApp.database.db, account.accountId, {
      deviceId,
      deviceType,
      model: 'CP-X',
      modelCode: 'CP-X',
      modelName: deviceType === 'phone' ? 'Pocket X' : 'Wrist X',
      lastAccessTime: new Date(),
    });
  }
  return account;
}

/** A browser of the account waiting for approval on a device; answers how to poll it. */
async function waitingBrowser(account: SignedInTestAccount) {
  const browserId = generateDeviceId((length) => randomBytes(length));
  const cookies = { portal_session: account.sessionToken, [BROWSER_ID_COOKIE]: browserId };
  const emailRefused = await testApp.app.inject({ method: 'PUT', url: `${START}?authFlow=email`, headers: webClientHeaders, cookies });
  expect(emailRefused.json()).toMatchObject({ rcode: Rcodes.VERIFICATION_BY_DEVICE.rcode });
  const started = await testApp.app.inject({ method: 'PUT', url: `${START}?authFlow=mobile`, headers: webClientHeaders, cookies });
  expect(started.statusCode).toBe(202);
  const { authCode } = started.json<{ authCode: string }>();
  return () => testApp.app.inject({ method: 'GET', url: `${START}?authCode=${authCode}`, headers: webClientHeaders, cookies });
}

function approve(authorization?: string) {
  return testApp.app.inject({ method: 'POST', url: APPROVE, headers: authorization ? { authorization } : {} });
}

describe('the device API: approving a web sign-in from a phone', () => {
  it('approves the waiting sign-in with the phone credential; the browser then polls VERIFIED', async () => {
    const account = await accountWithPhone();
    const poll = await waitingBrowser(account);
    expect((await poll()).json()).toMatchObject({ rcode: Rcodes.WEB_TOKEN_NOT_VERIFIED.rcode });

    const token = await new DeviceCredentialRepository(testApp.database.db).issue(account.accountId, 'phone-1');
    const approved = await approve(`Bearer ${token}`);
    expect(approved.statusCode).toBe(200);
    expect(approved.json()).toMatchObject({ deviceId: 'phone-1', requestCreatedAt: expect.any(Number) });
    expect((await poll()).json()).toEqual({ status: 'VERIFIED' });
  });

  it('refuses a watch: only phones and tablets approve', async () => {
    const account = await accountWithPhone();
    const poll = await waitingBrowser(account);
    const token = await new DeviceCredentialRepository(testApp.database.db).issue(account.accountId, 'watch-1');
    expect((await approve(`Bearer ${token}`)).statusCode).toBe(404);
    expect((await poll()).json()).toMatchObject({ rcode: Rcodes.WEB_TOKEN_NOT_VERIFIED.rcode });
  });

  it.each([
    ['no credential', undefined],
    ['a made-up credential', 'Bearer dev_made-up'],
    ['another scheme', 'Basic cGhvbmU6cGFzcw=='],
  ])('answers 401 40100002 for %s and approves nothing', async (_case, authorization) => {
    const account = await accountWithPhone();
    const poll = await waitingBrowser(account);
    const refused = await approve(authorization);
    expect(refused.statusCode).toBe(401);
    expect(refused.json()).toMatchObject({ rcode: Rcodes.DEVICE_CREDENTIAL_INVALID.rcode });
    expect((await poll()).json()).toMatchObject({ rcode: Rcodes.WEB_TOKEN_NOT_VERIFIED.rcode });
  });

  it("approves only its own account's sign-ins, and answers 404 when none is waiting", async () => {
    const owner = await accountWithPhone();
    const stranger = await accountWithPhone();
    const poll = await waitingBrowser(owner);
    const strangersPhone = await new DeviceCredentialRepository(testApp.database.db).issue(stranger.accountId, 'phone-1');
    const answer = await approve(`Bearer ${strangersPhone}`);
    expect(answer.statusCode).toBe(404);
    expect(answer.json()).toMatchObject({ rcode: Rcodes.NOT_FOUND.rcode });
    expect((await poll()).json()).toMatchObject({ rcode: Rcodes.WEB_TOKEN_NOT_VERIFIED.rcode });
  });

  it("cannot issue a credential for another account's device", async () => {
    const owner = await accountWithPhone();
    const stranger = await signInTestAccount(testApp.database.db);
    expect(await new DeviceCredentialRepository(testApp.database.db).issue(stranger.accountId, 'phone-1')).toBeNull();
    expect(owner.accountId).not.toBe(stranger.accountId);
  });
});

describe('the device API: refreshing a credential', () => {
  const REFRESH = '/device-api/v1/credential';

  function refresh(authorization?: string) {
    return testApp.app.inject({ method: 'POST', url: REFRESH, headers: authorization ? { authorization } : {} });
  }

  it('trades the credential for a new one: the new one works, the old one is refused from then on', async () => {
    const account = await accountWithPhone();
    const old = await new DeviceCredentialRepository(testApp.database.db).issue(account.accountId, 'phone-1');
    const answer = await refresh(`Bearer ${old}`);
    expect(answer.statusCode, answer.body).toBe(200);
    const { deviceId, credential } = answer.json<{ deviceId: string; credential: string }>();
    expect(deviceId).toBe('phone-1');
    expect(credential).not.toBe(old);

    const poll = await waitingBrowser(account);
    expect((await approve(`Bearer ${old}`)).statusCode).toBe(401);
    expect((await approve(`Bearer ${credential}`)).statusCode).toBe(200);
    expect((await poll()).json()).toMatchObject({ status: 'VERIFIED' });
    // The old one cannot be refreshed again either.
    expect((await refresh(`Bearer ${old}`)).statusCode).toBe(401);
  });

  it('gives one new credential when two refreshes race with the same one', async () => {
    const account = await accountWithPhone();
    const old = await new DeviceCredentialRepository(testApp.database.db).issue(account.accountId, 'phone-1');
    const answers = await Promise.all([refresh(`Bearer ${old}`), refresh(`Bearer ${old}`)]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 401]);
  });

  it.each([
    ['no credential', undefined],
    ['a made-up credential', 'Bearer dev_made-up'],
    ['not a bearer token', 'Basic dev_made-up'],
  ])('answers 401 40100002 for %s', async (_case, authorization) => {
    const answer = await refresh(authorization);
    expect(answer.statusCode).toBe(401);
    expect(answer.json()).toMatchObject({ rcode: Rcodes.DEVICE_CREDENTIAL_INVALID.rcode });
  });
});

describe('demo phone credentials (npm start)', () => {
  it("writes a working credential for each demo account's phone, readable by its owner only, and keeps it across starts", async () => {
    const account = await accountWithPhone();
    const demo = [{ accountId: account.accountId, loginId: 'phone-owner@example.com' }];
    await ensureDemoDeviceCredentials(testApp.database.db, dataDir, demo);
    const first = (await readDemoDeviceCredentials(dataDir))['phone-owner@example.com'];
    expect(first).toMatchObject({ deviceId: 'phone-1', deviceName: 'Pocket X' });
    expect(statSync(path.join(dataDir, 'demo-device-credentials.json')).mode & 0o077).toBe(0);

    await ensureDemoDeviceCredentials(testApp.database.db, dataDir, demo);
    expect((await readDemoDeviceCredentials(dataDir))['phone-owner@example.com']).toEqual(first);

    const poll = await waitingBrowser(account);
    expect((await approve(`Bearer ${first!.token}`)).statusCode).toBe(200);
    expect((await poll()).json()).toEqual({ status: 'VERIFIED' });
  });
});
