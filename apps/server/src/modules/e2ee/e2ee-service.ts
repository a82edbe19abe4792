import type { E2eeDevice, E2eeGroup, E2eePolicy } from '@cloud-portal/contract/e2ee';
import { Rcodes } from '@cloud-portal/contract/rcodes';
import { ContentId } from '@cloud-portal/contract/wire-types';
import Value from 'typebox/value';
import { filterE2eePolicyContents } from '@cloud-portal/domain/e2ee-policy-contents';
import type { Db } from '../../db/database';
import { ApiError } from '../../http/api-error';
import { listDevices, type DeviceRow } from '../devices/device-registry';
import { replaceE2eeGroups, selectE2eeGroups, type E2eeGroupRow } from './e2ee-repository';

/** An E2EE group as the key service holds it: its policy may name any content ids. */
export interface E2eeGroupSetting extends E2eeGroup {
  policyContents: readonly string[];
}

const GROUP_ID_PATTERN = /^[A-Za-z0-9_.:-]{1,64}$/;

/**
 * Sets the account's E2EE groups (the demo seeder and, later, the device simulator use it),
 * replacing the ones it had. A bad group is 400 and nothing changes.
 */
export async function setE2eeGroups(db: Db, accountId: string, groups: readonly E2eeGroupSetting[]): Promise<void> {
  const ids = new Set<string>();
  for (const group of groups) {
    if (!GROUP_ID_PATTERN.test(group.e2eeGroupId) || ids.has(group.e2eeGroupId)) {
      throw new ApiError(Rcodes.INVALID_REQUEST, `E2EE group id "${group.e2eeGroupId}" is invalid or given twice.`);
    }
    if (!group.policyContents.every((cid) => Value.Check(ContentId, cid))) {
      throw new ApiError(Rcodes.INVALID_REQUEST, `E2EE group "${group.e2eeGroupId}" names an invalid content id.`);
    }
    ids.add(group.e2eeGroupId);
  }
  await replaceE2eeGroups(
    db,
    accountId,
    groups.map((group) => ({ groupId: group.e2eeGroupId, type: group.type, state: group.state, policyContents: [...group.policyContents] })),
  );
}

/** GET /kps/v2/manage/groups. */
export async function listE2eeGroups(db: Db, accountId: string): Promise<E2eeGroup[]> {
  return (await selectE2eeGroups(db, accountId)).map(wireGroup);
}

/**
 * GET /kps/v2/info/policy: one policy per group, showing only the fixed 26 content ids
 * (spec §5) in the order the group holds them.
 */
export async function listE2eePolicies(db: Db, accountId: string): Promise<E2eePolicy[]> {
  return (await selectE2eeGroups(db, accountId)).map((group) => ({
    groupId: group.groupId,
    contents: filterE2eePolicyContents(group.policyContents.map((id) => ({ id }))),
  }));
}

/**
 * Devices whose backups ('backup': e2ee_enabled_at set) or synced data ('data':
 * data_e2ee_enabled_at set) are end-to-end encrypted, earliest enabled first.
 */
export async function listE2eeDevices(db: Db, accountId: string, scope: 'backup' | 'data'): Promise<E2eeDevice[]> {
  const enabledAt = (device: DeviceRow) => (scope === 'backup' ? device.e2eeEnabledAt : device.dataE2eeEnabledAt);
  return (await listDevices(db, accountId))
    .flatMap((device) => {
      const since = enabledAt(device);
      return since ? [{ device, since: since.getTime() }] : [];
    })
    .sort((a, b) => a.since - b.since || (a.device.deviceId < b.device.deviceId ? -1 : 1))
    .map(({ device, since }) => ({
      deviceId: device.deviceId,
      model: device.model,
      modelName: device.modelName,
      alias: device.alias,
      e2eeType: device.e2eeType,
      enabledAt: since,
    }));
}

function wireGroup(row: E2eeGroupRow): E2eeGroup {
  // setE2eeGroups writes only the contract's values into these text columns.
  return { e2eeGroupId: row.groupId, type: row.type as E2eeGroup['type'], state: row.state as E2eeGroup['state'] };
}
