import { DEFAULT_DEVICE_CLIENT_ID, type DeviceEnrolmentSettings } from '@cloud-portal/contract/device-enrolment';
import { Rcodes } from '@cloud-portal/contract/rcodes';
import { approveDeviceInBrowser } from '@cloud-portal/idp/test-support/device-approval';
import { DEMO, startTestIdp, TEST_CLIENT, type TestIdp } from '@cloud-portal/idp/test-support/test-idp';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { accountIdForIdentity } from '../../auth/account-repository';
import { accounts, deviceCredentials, devices } from '../../db/schema';
import { findDevice } from '../devices/device-registry';

const KITCHEN_TABLET = { deviceId: 'kitchen-tablet-0001', name: 'Kitchen tablet', type: 'tablet', modelCode: 'SM-X710' } as const;

/**
 * Issue 16 part 1: a device enrols with the device authorization grant at the provider
 * (RFC 8628) and trades its owner's ID token for a device credential at the portal.
 */
describe('device enrolment', () => {
  let idp: TestIdp;
  let portal: TestApp;

  beforeAll(async () => {
    idp = await startTestIdp({ deviceClientId: DEFAULT_DEVICE_CLIENT_ID });
    portal = await createTestApp({ config: { oidc: { issuer: idp.issuer, clientId: TEST_CLIENT.clientId, clientSecret: TEST_CLIENT.clientSecret } } });
  });
  afterAll(async () => {
    await portal.close();
    await idp.stop();
  });

  async function settings(): Promise<DeviceEnrolmentSettings> {
    const answer = await portal.app.inject({ method: 'GET', url: '/device-api/v1/enrolment' });
    expect(answer.statusCode, answer.body).toBe(200);
    return answer.json();
  }

  /** What the device does: asks for a code, waits for its owner to approve, takes the ID token. */
  async function signInOnDevice(owner = DEMO, deviceName: string = KITCHEN_TABLET.name): Promise<string> {
    const { deviceAuthorizationEndpoint, tokenEndpoint, clientId, scope } = await settings();
    const form = (fields: Record<string, string>) => ({
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(fields),
    });
    const asked = (await (await fetch(deviceAuthorizationEndpoint, form({ client_id: clientId, scope, device_name: deviceName }))).json()) as {
      device_code: string;
      verification_uri_complete: string;
    };
    const grant = { client_id: clientId, grant_type: 'urn:ietf:params:oauth:grant-type:device_code', device_code: asked.device_code };
    const early = await fetch(tokenEndpoint, form(grant));
    expect(((await early.json()) as { error: string }).error).toBe('authorization_pending');
    expect(await approveDeviceInBrowser(idp.issuer, asked.verification_uri_complete, owner)).toContain('The device is connected');
    const tokens = (await (await fetch(tokenEndpoint, form(grant))).json()) as { id_token: string };
    return tokens.id_token;
  }

  function enrol(idToken: string, device: object = KITCHEN_TABLET) {
    return portal.app.inject({ method: 'POST', url: '/device-api/v1/enrolment', payload: { idToken, device } });
  }

  function approveWebSignIn(credential: string) {
    return portal.app.inject({ method: 'POST', url: '/device-api/v1/web-sign-in/approve', headers: { authorization: `Bearer ${credential}` } });
  }

  it('tells a device where to sign its owner in: the provider’s device endpoints and the device client', async () => {
    expect(await settings()).toEqual({
      issuer: idp.issuer,
      clientId: DEFAULT_DEVICE_CLIENT_ID,
      scope: 'openid profile email',
      deviceAuthorizationEndpoint: `${idp.issuer}/device/auth`,
      tokenEndpoint: `${idp.issuer}/token`,
    });
  });

  it('registers the device on its owner’s account and gives it a credential the device API accepts', async () => {
    const enrolled = await enrol(await signInOnDevice());
    expect(enrolled.statusCode, enrolled.body).toBe(200);
    const { deviceId, credential } = enrolled.json<{ deviceId: string; credential: string }>();
    expect(deviceId).toBe(KITCHEN_TABLET.deviceId);

    const { db } = portal.database;
    const accountId = await accountIdForIdentity(db, idp.issuer, '8d2f5c1e-3b6a-4c9d-9e21-7a4b0c6d1f01');
    expect(accountId).not.toBeNull();
    expect(await findDevice(db, accountId!, KITCHEN_TABLET.deviceId)).toMatchObject({ alias: 'Kitchen tablet', deviceType: 'tablet', modelCode: 'SM-X710' });
    // Accepted: nothing is waiting for approval (404), which an unknown credential never hears (401).
    expect((await approveWebSignIn(credential)).json()).toMatchObject({ rcode: Rcodes.NOT_FOUND.rcode });

    // Enrolling again (a reset device) leaves one credential: the old one stops working.
    const again = await enrol(await signInOnDevice());
    expect(again.statusCode).toBe(200);
    expect((await approveWebSignIn(credential)).statusCode).toBe(401);
    expect((await approveWebSignIn(again.json<{ credential: string }>().credential)).statusCode).toBe(404);

    // Removing the device revokes its credential.
    await db.delete(devices).where(eq(devices.deviceId, KITCHEN_TABLET.deviceId));
    expect(await db.select().from(deviceCredentials).where(eq(deviceCredentials.accountId, accountId!))).toEqual([]);
    expect((await approveWebSignIn(again.json<{ credential: string }>().credential)).json()).toMatchObject({ rcode: Rcodes.DEVICE_CREDENTIAL_INVALID.rcode });
  });

  it('enrols a device of one owner without touching another owner’s device of the same id', async () => {
    const other = { loginId: 'nopicture@example.com', password: 'CloudDemo-2' };
    const device = { ...KITCHEN_TABLET, deviceId: 'shared-device-id-01' };
    const first = (await enrol(await signInOnDevice(), device)).json<{ credential: string }>();
    const second = await enrol(await signInOnDevice(other, 'Other tablet'), { ...device, name: 'Other tablet' });
    expect(second.statusCode).toBe(200);
    const { db } = portal.database;
    const owners = await db.select({ accountId: devices.accountId, alias: devices.alias }).from(devices).where(eq(devices.deviceId, device.deviceId));
    expect(owners.map((row) => row.alias).sort()).toEqual(['Kitchen tablet', 'Other tablet']);
    expect(new Set(owners.map((row) => row.accountId)).size).toBe(2);
    // The first owner's device keeps its credential.
    expect((await approveWebSignIn(first.credential)).statusCode).toBe(404);
  });

  it('enrols no device for an account whose cloud is locked, and changes nothing', async () => {
    const owner = { loginId: 'locked@example.com', password: 'CloudDemo-4' };
    const device = { ...KITCHEN_TABLET, deviceId: 'locked-device-0001', name: 'Before the lock' };
    expect((await enrol(await signInOnDevice(owner), device)).statusCode).toBe(200);
    const { db } = portal.database;
    const accountId = (await accountIdForIdentity(db, idp.issuer, '8d2f5c1e-3b6a-4c9d-9e21-7a4b0c6d1f04'))!;
    await db.update(accounts).set({ cloudLockRcode: Rcodes.CLOUD_LOCKED.rcode }).where(eq(accounts.id, accountId));
    const refused = await enrol(await signInOnDevice(owner), { ...device, name: 'After the lock' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ rcode: Rcodes.CLOUD_LOCKED.rcode });
    expect(await findDevice(db, accountId, device.deviceId)).toMatchObject({ alias: 'Before the lock' });
  });

  it('refuses an ID token that is not the provider’s device sign-in, and changes nothing', async () => {
    const idToken = await signInOnDevice();
    const [header, payload, signature] = idToken.split('.') as [string, string, string];
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString()) as Record<string, unknown>;
    const forged = `${header}.${Buffer.from(JSON.stringify({ ...claims, sub: 'someone-else' })).toString('base64url')}.${signature}`;
    const before = await portal.database.db.select().from(devices);
    for (const token of [forged, 'not-a-token', `${idToken}x`]) {
      const refused = await enrol(token, { ...KITCHEN_TABLET, deviceId: 'refused-device-01' });
      expect(refused.statusCode, token).toBe(401);
      expect(refused.json()).toMatchObject({ rcode: Rcodes.DEVICE_ENROLMENT_TOKEN_INVALID.rcode });
    }
    expect(await portal.database.db.select().from(devices)).toEqual(before);
  });

  it.each([
    [{ ...KITCHEN_TABLET, type: 'fridge' }],
    [{ ...KITCHEN_TABLET, deviceId: 'short' }],
    [{ ...KITCHEN_TABLET, name: '' }],
    [{ ...KITCHEN_TABLET, name: 'Tab\u0007let' }],
    [{ ...KITCHEN_TABLET, extra: true }],
  ])('refuses a device description that is not one: %j', async (device) => {
    const refused = await enrol('x.y.z', device);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ rcode: Rcodes.INVALID_REQUEST.rcode });
  });
});
