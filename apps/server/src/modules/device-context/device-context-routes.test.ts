import { Rcodes } from '@cloud-portal/contract/rcodes';
import { DAY_IN_MS } from '@cloud-portal/domain/constants';
import { beforeAll, describe, expect, it } from 'vitest';
import { type SignedInTestAccount } from '../../../test/test-accounts';
import { testDeviceRegistration } from '../../../test/test-devices';
import { useTestAppOfTwoAccounts } from '../../../test/use-test-app-of-two-accounts';
import { webCall } from '../../../test/web-calls';
import { recordDeviceBackup } from '../backup/backup-service';
import { DeviceCredentialRepository } from '../device-api/device-credential-repository';
import { registerDevice } from '../devices/device-registry';
import { reportSyncedContents } from '../sync/synced-content-service';

const DEVICES = '/api/device-context/v1/devices';
const APP_USAGE = '/api/device-context/v1/get-app-usage';

const { testApp, alice, bob } = useTestAppOfTwoAccounts();
const now = Date.now();
const ago = (days: number) => new Date(now - days * DAY_IN_MS);

beforeAll(async () => {
  const { db } = testApp.database;

  await registerDevice(db, alice.accountId, testDeviceRegistration('phone-a', { alias: "Alice's phone", lastAccessTime: new Date(now - 60_000) }));
  await registerDevice(db, alice.accountId, testDeviceRegistration('tablet-a', { deviceType: 'tablet', e2eeType: 'e2ee' }));
  await registerDevice(db, alice.accountId, testDeviceRegistration('phone-a-knox', { virtualType: 'knox', parentDeviceId: 'phone-a' }));
  await registerDevice(db, alice.accountId, testDeviceRegistration('phone-a-sf', { virtualType: 'secure_folder', parentDeviceId: 'phone-a' }));
  await registerDevice(db, alice.accountId, testDeviceRegistration('old-phone-a', { lastAccessTime: ago(400) }));
  await registerDevice(db, bob.accountId, testDeviceRegistration('phone-b'));

  await reportSyncedContents(db, alice.accountId, 'phone-a', [
    { cid: 'contacts', cnt: 120, size: 340_000, state: 'on', edp: true, lastModifiedTime: ago(1) },
    { cid: 'notes', cnt: 4, size: 9_000, state: 'nopermission', quotaCheck: false, lastModifiedTime: null },
  ]);
  await reportSyncedContents(db, alice.accountId, 'tablet-a', [
    { cid: 'calendar', cnt: 7, size: 700, state: 'on', edp: true, edpFamhub: true, lastModifiedTime: ago(3) },
    { cid: 'device_sync_status', cnt: 0, size: 0, state: 'off', lastModifiedTime: ago(2) },
  ]);
  await reportSyncedContents(db, alice.accountId, 'phone-a-knox', [{ cid: 'internet', cnt: 3, size: 30, state: 'on', lastModifiedTime: ago(1) }]);
  await reportSyncedContents(db, bob.accountId, 'phone-b', [{ cid: 'contacts', cnt: 1, size: 1, state: 'on', lastModifiedTime: ago(1) }]);

  await recordDeviceBackup(
    db,
    alice.accountId,
    'phone-a',
    [
      { cid: 'CALLLOGS', usage: 52_000, count: 310, state: 'on', encrypted: false },
      { cid: 'SMS', usage: 1_200_000, count: 4_100, state: 'on', encrypted: false },
    ],
    ago(2),
  );
  // Past the 365-day retention: gone for the user, so listed nowhere.
  await recordDeviceBackup(db, alice.accountId, 'old-phone-a', [{ cid: 'CONTACT', usage: 10, count: 1, state: 'on', encrypted: false }], ago(400));
});

describe('GET /api/device-context/v1/devices', () => {
  it('lists every device of the account, sorted by id, with its synced content items (spec §3 Content item) and backed-up content ids', async () => {
    const response = await webCall(testApp.app, alice, 'GET', DEVICES);
    expect(response.statusCode).toBe(200);
    const { devices } = response.json();
    expect(devices.map((d: { id: string }) => d.id)).toEqual(['old-phone-a', 'phone-a', 'phone-a-knox', 'phone-a-sf', 'tablet-a']);
    expect(devices[1]).toEqual({
      id: 'phone-a',
      cdid: 'cd-phone-a',
      pdid: null,
      type: 'phone',
      v_device_type: 'normal',
      alias: "Alice's phone",
      modelName: 'P9100',
      modelCode: 'CP-P9100',
      model: 'CP-P9100',
      e2eeType: 'non',
      lastAccessTime: now - 60_000,
      sync_list: [
        { cid: 'contacts', cnt: 120, size: 340_000, state: 'on', did: ['phone-a'], lastModifiedTime: ago(1).getTime() },
        { cid: 'notes', cnt: 4, size: 9_000, state: 'nopermission', did: ['phone-a'], lastModifiedTime: null },
      ],
      backup_list: [{ cid: 'CALLLOGS' }, { cid: 'SMS' }],
      edp_sync_list: ['contacts'],
      edp_famhub_list: [],
      autoSyncOff: false,
      signedIn: false,
    });
  });

  it('marks a device whose device_sync_status is off, and keeps the marker in its sync_list', async () => {
    const { devices } = (await webCall(testApp.app, alice, 'GET', DEVICES)).json();
    const tablet = devices.find((d: { id: string }) => d.id === 'tablet-a');
    expect(tablet).toMatchObject({ type: 'tablet', e2eeType: 'e2ee', autoSyncOff: true, backup_list: [] });
    expect(tablet.sync_list.map((item: { cid: string }) => item.cid)).toEqual(['calendar', 'device_sync_status']);
  });

  it('lists in edp_famhub_list the cids the device shares with the family hub, and only those', async () => {
    const { devices } = (await webCall(testApp.app, alice, 'GET', DEVICES)).json();
    expect(devices.find((d: { id: string }) => d.id === 'tablet-a')).toMatchObject({ edp_sync_list: ['calendar'], edp_famhub_list: ['calendar'] });
    expect(devices.filter((d: { id: string }) => d.id !== 'tablet-a').map((d: { edp_famhub_list: string[] }) => d.edp_famhub_list)).toEqual([[], [], [], []]);
  });

  it('follows a later report that stops sharing a cid with the family hub', async () => {
    const { db } = testApp.database;
    const contacts = { cid: 'contacts', cnt: 1, size: 1, state: 'on', edp: true, lastModifiedTime: ago(1) } as const;
    await reportSyncedContents(db, bob.accountId, 'phone-b', [{ ...contacts, edpFamhub: true }]);
    expect((await webCall(testApp.app, bob, 'GET', DEVICES)).json().devices[0].edp_famhub_list).toEqual(['contacts']);
    await reportSyncedContents(db, bob.accountId, 'phone-b', [contacts]);
    expect((await webCall(testApp.app, bob, 'GET', DEVICES)).json().devices[0].edp_famhub_list).toEqual([]);
  });

  it('gives knox and secure folder spaces their virtual type and parent device', async () => {
    const { devices } = (await webCall(testApp.app, alice, 'GET', DEVICES)).json();
    expect(devices.find((d: { id: string }) => d.id === 'phone-a-knox')).toMatchObject({
      v_device_type: 'knox',
      pdid: 'phone-a',
      sync_list: [{ cid: 'internet', state: 'on' }],
    });
    expect(devices.find((d: { id: string }) => d.id === 'phone-a-sf')).toMatchObject({ v_device_type: 'secure_folder', pdid: 'phone-a', sync_list: [] });
  });

  it('leaves out the items of a backup past retention', async () => {
    const { devices } = (await webCall(testApp.app, alice, 'GET', DEVICES)).json();
    expect(devices.find((d: { id: string }) => d.id === 'old-phone-a').backup_list).toEqual([]);
  });

  it("shows each account only its own devices", async () => {
    const { devices } = (await webCall(testApp.app, bob, 'GET', DEVICES)).json();
    expect(devices.map((d: { id: string }) => d.id)).toEqual(['phone-b']);
  });

  it('answers 401 without a session', async () => {
    const response = await webCall(testApp.app, null, 'GET', DEVICES);
    expect(response.statusCode).toBe(401);
    expect(response.json().rcode).toBe(40100001);
  });
});

describe('POST /api/device-context/v1/get-app-usage', () => {
  it('answers each device asked for, in that order, with SYNC then BACKUP entries', async () => {
    const response = await webCall(testApp.app, alice, 'POST', APP_USAGE, { deviceIds: ['tablet-a', 'phone-a', 'phone-a-sf'] });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      devices: [
        {
          deviceId: 'tablet-a',
          // The auto-sync marker is not an app.
          appUsage: [{ cid: 'calendar', cidType: 'SYNC', count: 7, quotaCheck: true, size: 700, lastModifiedTime: ago(3).getTime() }],
        },
        {
          deviceId: 'phone-a',
          appUsage: [
            { cid: 'contacts', cidType: 'SYNC', count: 120, quotaCheck: true, size: 340_000, lastModifiedTime: ago(1).getTime() },
            { cid: 'notes', cidType: 'SYNC', count: 4, quotaCheck: false, size: 9_000, lastModifiedTime: null },
            { cid: 'CALLLOGS', cidType: 'BACKUP', count: 310, quotaCheck: true, size: 52_000, lastModifiedTime: ago(2).getTime() },
            { cid: 'SMS', cidType: 'BACKUP', count: 4_100, quotaCheck: true, size: 1_200_000, lastModifiedTime: ago(2).getTime() },
          ],
        },
        { deviceId: 'phone-a-sf', appUsage: [] },
      ],
    });
  });

  it('answers nothing for a backup past retention', async () => {
    const response = await webCall(testApp.app, alice, 'POST', APP_USAGE, { deviceIds: ['old-phone-a'] });
    expect(response.json()).toEqual({ devices: [{ deviceId: 'old-phone-a', appUsage: [] }] });
  });

  it('takes ten devices in one call', async () => {
    const ids = ['phone-a', 'tablet-a', 'phone-a-knox', 'phone-a-sf', 'old-phone-a'];
    const { db } = testApp.database;
    for (let i = 0; i < 5; i += 1) await registerDevice(db, alice.accountId, testDeviceRegistration(`extra-${i}`));
    const response = await webCall(testApp.app, alice, 'POST', APP_USAGE, { deviceIds: [...ids, 'extra-0', 'extra-1', 'extra-2', 'extra-3', 'extra-4'] });
    expect(response.statusCode).toBe(200);
    expect(response.json().devices).toHaveLength(10);
  });

  it.each([
    ['no body', undefined],
    ['an empty list', { deviceIds: [] }],
    ['eleven ids', { deviceIds: Array.from({ length: 11 }, (_, i) => `phone-${i}`) }],
    ['a repeated id', { deviceIds: ['phone-a', 'phone-a'] }],
    ['a malformed id', { deviceIds: ['phone a/../x'] }],
    ['a number for an id', { deviceIds: [42] }],
    ['a string for the list', { deviceIds: 'phone-a' }],
    ['an unknown property', { deviceIds: ['phone-a'], includeAll: true }],
  ])('refuses %s with 400 INVALID_REQUEST', async (_case, payload) => {
    const response = await webCall(testApp.app, alice, 'POST', APP_USAGE, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().rcode).toBe(40000001);
  });

  it('answers 404 and nothing partial when one id is unknown', async () => {
    const response = await webCall(testApp.app, alice, 'POST', APP_USAGE, { deviceIds: ['phone-a', 'no-such-device'] });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ rcode: 40400001, rmsg: 'No such device on this account: no-such-device.' });
  });

  it("answers another account's device exactly like an unknown one", async () => {
    const foreign = await webCall(testApp.app, bob, 'POST', APP_USAGE, { deviceIds: ['phone-a'] });
    const unknown = await webCall(testApp.app, bob, 'POST', APP_USAGE, { deviceIds: ['no-such-device'] });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().rcode).toBe(unknown.json().rcode);
    expect((await webCall(testApp.app, alice, 'POST', APP_USAGE, { deviceIds: ['phone-a', 'phone-b'] })).statusCode).toBe(404);
  });

  it('answers 401 without a session', async () => {
    const response = await webCall(testApp.app, null, 'POST', APP_USAGE, { deviceIds: ['phone-a'] });
    expect(response.statusCode).toBe(401);
    expect(response.json().rcode).toBe(40100001);
  });
});

describe('DELETE /api/device-context/v1/devices/:id/credentials', () => {
  function signOut(account: SignedInTestAccount | null, deviceId: string) {
    return webCall(testApp.app, account, 'DELETE', `${DEVICES}/${deviceId}/credentials`);
  }

  function syncFrom(credential: string) {
    return testApp.app.inject({
      method: 'PUT',
      url: '/device-api/v1/synced-contents',
      headers: { authorization: `Bearer ${credential}` },
      payload: { items: [{ cid: 'contacts', cnt: 1, size: 1, state: 'on' }] },
    });
  }

  async function signedInOf(account: SignedInTestAccount, deviceId: string): Promise<boolean | undefined> {
    const answer = await webCall(testApp.app, account, 'GET', `${DEVICES}?view=summary`);
    return (answer.json() as { devices: { id: string; signedIn?: boolean }[] }).devices.find((listed) => listed.id === deviceId)?.signedIn;
  }

  it('signs the device out: its credential stops working, My devices says so, and its data stays', async () => {
    const { db } = testApp.database;
    await registerDevice(db, alice.accountId, testDeviceRegistration('phone-signing-out'));
    const credential = await new DeviceCredentialRepository(db).issue(alice.accountId, 'phone-signing-out');
    expect(credential).not.toBeNull();
    expect((await syncFrom(credential!)).statusCode).toBe(200);
    expect(await signedInOf(alice, 'phone-signing-out')).toBe(true);

    const answer = await signOut(alice, 'phone-signing-out');
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json()).toEqual({ id: 'phone-signing-out' });

    const refused = await syncFrom(credential!);
    expect(refused.statusCode).toBe(401);
    expect(refused.json()).toMatchObject({ rcode: Rcodes.DEVICE_CREDENTIAL_INVALID.rcode });
    // The list kept in memory is not the answer any more: the sign-out moved the account's counter.
    expect(await signedInOf(alice, 'phone-signing-out')).toBe(false);
    const full = (await webCall(testApp.app, alice, 'GET', DEVICES)).json() as { devices: { id: string; sync_list?: { cid: string }[] }[] };
    expect(full.devices.find((listed) => listed.id === 'phone-signing-out')?.sync_list?.map((item) => item.cid)).toContain('contacts');
  });

  it('answers 404 for a device already signed out, one never signed in, and another account’s, changing nothing', async () => {
    const { db } = testApp.database;
    await registerDevice(db, bob.accountId, testDeviceRegistration('phone-of-bob'));
    const bobsCredential = await new DeviceCredentialRepository(db).issue(bob.accountId, 'phone-of-bob');
    for (const deviceId of ['phone-signing-out', 'tablet-a', 'phone-of-bob', 'no-such-device']) {
      const answer = await signOut(alice, deviceId);
      expect(answer.statusCode, deviceId).toBe(404);
      expect(answer.json()).toMatchObject({ rcode: Rcodes.NOT_FOUND.rcode });
    }
    expect((await syncFrom(bobsCredential!)).statusCode).toBe(200);
  });

  it('asks for a session', async () => {
    expect((await signOut(null, 'phone-a')).statusCode).toBe(401);
  });
});
