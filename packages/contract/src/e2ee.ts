import Type from 'typebox';
import { defineEndpoint } from './endpoint';
import { SIGNED_IN_ERRORS } from './error-body';
import { ContentId, DeviceId, E2eeType, EpochMs } from './wire-types';
import { endpointRoutes } from './endpoint-routes';

export const E2eeGroup = Type.Object({
  e2eeGroupId: Type.String(),
  /** Which data the group protects (spec §6: groups exist for backup and for sync). */
  type: Type.Union([Type.Literal('backup'), Type.Literal('sync')]),
  state: Type.Union([Type.Literal('ENABLED'), Type.Literal('DISABLED')]),
});
export type E2eeGroup = Type.Static<typeof E2eeGroup>;

export const getE2eeGroups = defineEndpoint({
  ...endpointRoutes.getE2eeGroups,
  summary: 'End-to-end encryption groups and their state',
  tags: ['e2ee'],
  responses: { 200: Type.Object({ e2eeGroups: Type.Array(E2eeGroup) }), ...SIGNED_IN_ERRORS },
});

export const E2eePolicy = Type.Object({
  groupId: Type.String(),
  /** Only the fixed 26 content ids of spec §5 ever appear here. */
  contents: Type.Array(Type.Object({ id: ContentId })),
});
export type E2eePolicy = Type.Static<typeof E2eePolicy>;

export const getE2eePolicies = defineEndpoint({
  ...endpointRoutes.getE2eePolicies,
  summary: 'End-to-end encryption policies and the content ids they protect',
  tags: ['e2ee'],
  responses: { 200: Type.Object({ policies: Type.Array(E2eePolicy) }), ...SIGNED_IN_ERRORS },
});

export const E2eeDevice = Type.Object({
  deviceId: DeviceId,
  model: Type.String(),
  modelName: Type.String(),
  alias: Type.Union([Type.String(), Type.Null()]),
  e2eeType: E2eeType,
  enabledAt: Type.Union([EpochMs, Type.Null()]),
});
export type E2eeDevice = Type.Static<typeof E2eeDevice>;

export const E2eeDevicesResponse = Type.Object({ devices: Type.Array(E2eeDevice) });

export const getBackupE2eeDevices = defineEndpoint({
  ...endpointRoutes.getBackupE2eeDevices,
  summary: 'Devices whose backups are end-to-end encrypted',
  tags: ['e2ee'],
  responses: { 200: E2eeDevicesResponse, ...SIGNED_IN_ERRORS },
});

export const getDataE2eeDevices = defineEndpoint({
  ...endpointRoutes.getDataE2eeDevices,
  summary: 'Devices whose synced data is end-to-end encrypted',
  tags: ['e2ee'],
  responses: { 200: E2eeDevicesResponse, ...SIGNED_IN_ERRORS },
});
