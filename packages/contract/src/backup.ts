import { BACKUP_ITEM_STATES } from '@cloud-portal/domain/backup-item-state';
import { DEVICE_TYPES } from '@cloud-portal/domain/device-types';
import Type from 'typebox';
import { ConfirmTokenHeaders } from './confirm-token';
import { defineEndpoint } from './endpoint';
import { ErrorBody, SIGNED_IN_ERRORS } from './error-body';
import { ListView, NextCursor, PagingQuery } from './paging';
import { Bytes, ContentId, DeviceId, E2eeType, EpochMs } from './wire-types';
import { endpointRoutes } from './endpoint-routes';

/** Item states of a backup (spec §3 Backup item, state rank): the domain's, in rank order. */
export const BackupItemState = Type.Enum(BACKUP_ITEM_STATES);

export const BackupItem = Type.Object({
  cid: ContentId,
  usage: Bytes,
  count: Type.Integer({ minimum: 0 }),
  backup_time: EpochMs,
  latest_backup_time: EpochMs,
  state: BackupItemState,
  encrypted: Type.Boolean(),
});
export type BackupItem = Type.Static<typeof BackupItem>;

export const DeviceType = Type.Enum(DEVICE_TYPES);
export type DeviceType = Type.Static<typeof DeviceType>;

export const BackupDevice = Type.Object({
  device_id: DeviceId,
  model: Type.String(),
  modelCode: Type.String(),
  modelName: Type.String(),
  alias: Type.Union([Type.String(), Type.Null()]),
  e2Type: E2eeType,
  deviceType: DeviceType,
  latest_backup_time: EpochMs,
  /** What the backup holds per content id; left out of a `view=summary` answer. */
  items: Type.Optional(Type.Array(BackupItem)),
  /** In a `view=summary` answer, in place of the items: the bytes they hold in all. */
  total_usage: Type.Optional(Bytes),
});
export type BackupDevice = Type.Static<typeof BackupDevice>;

export const BackupDevicesResponse = Type.Object({
  devices: Type.Array(BackupDevice),
  /** The account-wide encrypted flag of spec §4 'Category aggregation'. */
  encrypted: Type.Boolean(),
  /** Present when `limit` left devices for a further page. */
  nextCursor: NextCursor,
});
export type BackupDevicesResponse = Type.Static<typeof BackupDevicesResponse>;

/** A device of a full answer (not `view=summary`): its items are there. */
export type BackupDeviceWithItems = BackupDevice & { items: BackupItem[] };
/** A full answer (not `view=summary`). */
export type FullBackupDevicesResponse = Omit<BackupDevicesResponse, 'devices'> & { devices: BackupDeviceWithItems[] };

export const BackupDevicesQuery = Type.Object(
  {
    /** `summary`: the devices without their items (the dashboard and the device list). */
    view: Type.Optional(ListView),
    /** Only this device's backup (the detail screens fetch one device's items on demand). */
    tdid: Type.Optional(DeviceId),
    ...PagingQuery,
  },
  { additionalProperties: false },
);
export type BackupDevicesQuery = Type.Static<typeof BackupDevicesQuery>;

/**
 * Device backups of the account, those past the 365-day retention left out; newest backup
 * first, or in device-id order when paged (`limit`).
 */
export const getBackupDevices = defineEndpoint({
  ...endpointRoutes.getBackupDevices,
  summary: 'Device backups with their items per content id',
  tags: ['backup'],
  querystring: BackupDevicesQuery,
  responses: { 200: BackupDevicesResponse, ...SIGNED_IN_ERRORS },
});

export const DeletedBackupContent = Type.Object({ device_id: DeviceId, cid: ContentId });
export type DeletedBackupContent = Type.Static<typeof DeletedBackupContent>;

/** Deletes one content id of one device's backup (sent staggered, one call per cid). */
export const deleteBackupContent = defineEndpoint({
  ...endpointRoutes.deleteBackupContent,
  summary: "Delete one content id from a device's backup (needs a confirm token)",
  tags: ['backup'],
  params: Type.Object({ cid: ContentId }),
  querystring: Type.Object(
    {
      tdid: DeviceId,
      /** Repeats the path's cid (spec §7 sends both); when present it must be the same. */
      cid: Type.Optional(ContentId),
    },
    { additionalProperties: false },
  ),
  headers: ConfirmTokenHeaders,
  responses: { 200: DeletedBackupContent, ...SIGNED_IN_ERRORS, 404: ErrorBody, 502: ErrorBody },
});

export const DeletedBackupDevice = Type.Object({ device_id: DeviceId });

/** Deletes a device's whole backup. */
export const deleteBackupDevice = defineEndpoint({
  ...endpointRoutes.deleteBackupDevice,
  summary: "Delete a device's backup (needs a confirm token)",
  tags: ['backup'],
  params: Type.Object({ id: DeviceId }),
  headers: ConfirmTokenHeaders,
  responses: { 200: DeletedBackupDevice, ...SIGNED_IN_ERRORS, 404: ErrorBody, 502: ErrorBody },
});
