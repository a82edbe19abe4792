import { VIRTUAL_DEVICE_TYPES } from '@cloud-portal/domain/device-types';
import { SYNC_CONTENT_STATES } from '@cloud-portal/domain/sync-content-state';
import Type from 'typebox';
import { DeviceType } from './backup';
import { defineEndpoint } from './endpoint';
import { ErrorBody, SIGNED_IN_ERRORS } from './error-body';
import { ListView, NextCursor, PagingQuery } from './paging';
import { Bytes, ContentId, DeviceId, E2eeType, EpochMs } from './wire-types';
import { endpointRoutes } from './endpoint-routes';

export const VirtualDeviceType = Type.Enum(VIRTUAL_DEVICE_TYPES);
export type VirtualDeviceType = Type.Static<typeof VirtualDeviceType>;

/** Content states of synced data (spec §3 Content item). */
export const ContentState = Type.Enum(SYNC_CONTENT_STATES);

/** One synced content of a device (spec §3 Content item: cid, cnt, size, state, did, lastModifiedTime). */
export const SyncListItem = Type.Object({
  cid: ContentId,
  /** Items synced. */
  cnt: Type.Integer({ minimum: 0 }),
  size: Bytes,
  state: ContentState,
  /** The devices holding this content: in a device's own sync_list, that device. */
  did: Type.Array(DeviceId),
  lastModifiedTime: Type.Union([EpochMs, Type.Null()]),
});
export type SyncListItem = Type.Static<typeof SyncListItem>;

/** A device as the device-context service knows it (spec §3 Device context and Device). */
export const DeviceContext = Type.Object({
  id: DeviceId,
  /** Cloud device id. */
  cdid: Type.String(),
  /** Parent device id: the phone a secure folder or knox space lives on; null for a device. */
  pdid: Type.Union([DeviceId, Type.Null()]),
  type: DeviceType,
  v_device_type: VirtualDeviceType,
  alias: Type.Union([Type.String(), Type.Null()]),
  modelName: Type.String(),
  modelCode: Type.String(),
  model: Type.String(),
  e2eeType: E2eeType,
  lastAccessTime: EpochMs,
  // The four lists are left out of a `view=summary` answer.
  sync_list: Type.Optional(Type.Array(SyncListItem)),
  backup_list: Type.Optional(Type.Array(Type.Object({ cid: ContentId }))),
  edp_sync_list: Type.Optional(Type.Array(ContentId)),
  edp_famhub_list: Type.Optional(Type.Array(ContentId)),
  /** True when the device reports `device_sync_status` off. */
  autoSyncOff: Type.Boolean(),
  /**
   * Whether the device holds a credential for the device API (it can back up and sync);
   * the portal's addition to the spec's shape, absent where a cloud does not say.
   */
  signedIn: Type.Optional(Type.Boolean()),
});
export type DeviceContext = Type.Static<typeof DeviceContext>;

export const DeviceContextsQuery = Type.Object(
  {
    /** `summary`: the devices without their lists (the dashboard and my devices). */
    view: Type.Optional(ListView),
    ...PagingQuery,
  },
  { additionalProperties: false },
);
export type DeviceContextsQuery = Type.Static<typeof DeviceContextsQuery>;

export const DeviceContextsResponse = Type.Object({
  devices: Type.Array(DeviceContext),
  /** Present when `limit` left devices for a further page. */
  nextCursor: NextCursor,
});
export type DeviceContextsResponse = Type.Static<typeof DeviceContextsResponse>;

/** Every device of the account in device-id order, paged when `limit` is given. */
export const getDeviceContexts = defineEndpoint({
  ...endpointRoutes.getDeviceContexts,
  summary: 'Devices of the account with their synced and backed-up content ids',
  tags: ['devices'],
  querystring: DeviceContextsQuery,
  responses: { 200: DeviceContextsResponse, ...SIGNED_IN_ERRORS },
});

export const AppUsageEntry = Type.Object({
  cid: ContentId,
  cidType: Type.Union([Type.Literal('SYNC'), Type.Literal('BACKUP')]),
  count: Type.Integer({ minimum: 0 }),
  quotaCheck: Type.Boolean(),
  size: Bytes,
  lastModifiedTime: Type.Union([EpochMs, Type.Null()]),
});
export type AppUsageEntry = Type.Static<typeof AppUsageEntry>;

export const AppUsageResponse = Type.Object({
  devices: Type.Array(Type.Object({ deviceId: DeviceId, appUsage: Type.Array(AppUsageEntry) })),
});
export type AppUsageResponse = Type.Static<typeof AppUsageResponse>;

/** App usage for at most 10 devices per call (spec §9 device usage batch). */
export const getAppUsage = defineEndpoint({
  ...endpointRoutes.getAppUsage,
  summary: 'Per-device app usage (batches of at most 10 devices)',
  tags: ['devices'],
  body: Type.Object(
    { deviceIds: Type.Array(DeviceId, { minItems: 1, maxItems: 10, uniqueItems: true }) },
    { additionalProperties: false },
  ),
  responses: { 200: AppUsageResponse, ...SIGNED_IN_ERRORS, 404: ErrorBody },
});

export const SignedOutDevice = Type.Object({ id: DeviceId });
export type SignedOutDevice = Type.Static<typeof SignedOutDevice>;

/**
 * Signs a device out of the cloud (My devices): its device credentials stop working, so its
 * next device call is a 401; its backups and synced data stay. A device the account does not
 * have, or one already signed out, is not found (404 40400001).
 */
export const signOutDevice = defineEndpoint({
  ...endpointRoutes.signOutDevice,
  summary: 'Sign a device out of the cloud',
  tags: ['devices'],
  params: Type.Object({ id: DeviceId }),
  responses: { 200: SignedOutDevice, ...SIGNED_IN_ERRORS, 404: ErrorBody },
});
