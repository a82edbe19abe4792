import { DAY_IN_MS } from '@cloud-portal/domain/constants';
import { beforeAll, describe, expect, it } from 'vitest';
import { signInTestAccount, type SignedInTestAccount } from '../../../test/test-accounts';
import { testDeviceRegistration } from '../../../test/test-devices';
import { useTestAppOfTwoAccounts } from '../../../test/use-test-app-of-two-accounts';
import { webCall } from '../../../test/web-calls';
import { registerDevice } from '../devices/device-registry';
import { listE2eeGroups, setE2eeGroups } from './e2ee-service';

const GROUPS = '/api/kps/v2/manage/groups';
const POLICIES = '/api/kps/v2/info/policy';
const BACKUP_DEVICES = '/api/backup/v4/e2ee/devices';
const DATA_DEVICES = '/api/data/v3/e2ee/devices';

const { testApp, alice, bob } = useTestAppOfTwoAccounts();
const now = Date.now();
const ago = (days: number) => new Date(now - days * DAY_IN_MS);

const get = (account: SignedInTestAccount | null, url: string) => webCall(testApp.app, account, 'GET', url);

beforeAll(async () => {
  const { db } = testApp.database;
  await setE2eeGroups(db, alice.accountId, [
    { e2eeGroupId: 'sync-1', type: 'sync', state: 'DISABLED', policyContents: ['wifi', 'notes', 'contacts', 'keyboard'] },
    { e2eeGroupId: 'backup-1', type: 'backup', state: 'ENABLED', policyContents: ['SMS', 'WALLPAPER', 'CALLLOGS', 'APPS'] },
  ]);
  await registerDevice(db, alice.accountId, testDeviceRegistration('tablet-a', { deviceType: 'tablet', alias: 'Tab', e2eeType: 'e2ee', e2eeEnabledAt: ago(60), dataE2eeEnabledAt: ago(10) }));
  await registerDevice(db, alice.accountId, testDeviceRegistration('phone-a', { e2eeType: 'e2ee', e2eeEnabledAt: ago(90) }));
  await registerDevice(db, alice.accountId, testDeviceRegistration('plain-a'));
  await registerDevice(db, bob.accountId, testDeviceRegistration('phone-b', { e2eeType: 'e2ee', e2eeEnabledAt: ago(5), dataE2eeEnabledAt: ago(5) }));
});

describe('GET /api/kps/v2/manage/groups', () => {
  it('lists the groups with their type and state, backup first', async () => {
    const response = await get(alice, GROUPS);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      e2eeGroups: [
        { e2eeGroupId: 'backup-1', type: 'backup', state: 'ENABLED' },
        { e2eeGroupId: 'sync-1', type: 'sync', state: 'DISABLED' },
      ],
    });
  });

  it("answers an account without groups an empty list, never another account's", async () => {
    expect((await get(bob, GROUPS)).json()).toEqual({ e2eeGroups: [] });
  });

  it('answers 401 without a session', async () => {
    expect((await get(null, GROUPS)).statusCode).toBe(401);
  });
});

describe('GET /api/kps/v2/info/policy', () => {
  it('shows per group only the 26 content ids of spec §5, in the order the group holds them', async () => {
    const response = await get(alice, POLICIES);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      policies: [
        { groupId: 'backup-1', contents: [{ id: 'SMS' }, { id: 'CALLLOGS' }, { id: 'APPS' }] },
        { groupId: 'sync-1', contents: [{ id: 'notes' }, { id: 'contacts' }] },
      ],
    });
  });

  it("answers another account's policies to no one", async () => {
    expect((await get(bob, POLICIES)).json()).toEqual({ policies: [] });
  });

  it('answers 401 without a session', async () => {
    expect((await get(null, POLICIES)).statusCode).toBe(401);
  });
});

describe('GET e2ee devices', () => {
  it('lists the devices whose backups are end-to-end encrypted, earliest first', async () => {
    const response = await get(alice, BACKUP_DEVICES);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      devices: [
        { deviceId: 'phone-a', model: 'CP-P9100', modelName: 'P9100', alias: null, e2eeType: 'e2ee', enabledAt: ago(90).getTime() },
        { deviceId: 'tablet-a', model: 'CP-P9100', modelName: 'P9100', alias: 'Tab', e2eeType: 'e2ee', enabledAt: ago(60).getTime() },
      ],
    });
  });

  it('lists the devices whose synced data is end-to-end encrypted', async () => {
    const response = await get(alice, DATA_DEVICES);
    expect(response.json()).toEqual({
      devices: [{ deviceId: 'tablet-a', model: 'CP-P9100', modelName: 'P9100', alias: 'Tab', e2eeType: 'e2ee', enabledAt: ago(10).getTime() }],
    });
  });

  it("lists each account's own devices only", async () => {
    for (const url of [BACKUP_DEVICES, DATA_DEVICES]) {
      expect((await get(bob, url)).json().devices.map((d: { deviceId: string }) => d.deviceId)).toEqual(['phone-b']);
    }
  });

  it('answers 401 without a session', async () => {
    expect((await get(null, BACKUP_DEVICES)).statusCode).toBe(401);
    expect((await get(null, DATA_DEVICES)).statusCode).toBe(401);
  });
});

describe('setE2eeGroups', () => {
  it.each([
    ['a malformed group id', [{ e2eeGroupId: 'a b', type: 'sync', state: 'ENABLED', policyContents: [] }]],
    [
      'a group id given twice',
      [
        { e2eeGroupId: 'g', type: 'sync', state: 'ENABLED', policyContents: [] },
        { e2eeGroupId: 'g', type: 'backup', state: 'ENABLED', policyContents: [] },
      ],
    ],
    ['a malformed content id', [{ e2eeGroupId: 'g', type: 'sync', state: 'ENABLED', policyContents: ['no/such'] }]],
  ] as const)('refuses %s and changes nothing', async (_case, groups) => {
    const { db } = testApp.database;
    const before = await listE2eeGroups(db, alice.accountId);
    await expect(setE2eeGroups(db, alice.accountId, groups)).rejects.toMatchObject({ rcode: 40000001 });
    expect(await listE2eeGroups(db, alice.accountId)).toEqual(before);
  });

  it("replaces the account's groups and leaves other accounts' alone", async () => {
    const { db } = testApp.database;
    const carol = await signInTestAccount(db);
    await setE2eeGroups(db, carol.accountId, [{ e2eeGroupId: 'c1', type: 'backup', state: 'ENABLED', policyContents: [] }]);
    await setE2eeGroups(db, carol.accountId, [{ e2eeGroupId: 'c2', type: 'sync', state: 'DISABLED', policyContents: ['notes'] }]);
    expect(await listE2eeGroups(db, carol.accountId)).toEqual([{ e2eeGroupId: 'c2', type: 'sync', state: 'DISABLED' }]);
    expect(await listE2eeGroups(db, alice.accountId)).toHaveLength(2);
  });
});
