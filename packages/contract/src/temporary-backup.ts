import Type from 'typebox';
import { DeviceType } from './backup';
import { ConfirmTokenHeaders } from './confirm-token';
import { defineEndpoint } from './endpoint';
import { ErrorBody, SIGNED_IN_ERRORS } from './error-body';
import { Bytes, DeviceId, EpochMs, OpaqueId } from './wire-types';
import { endpointRoutes } from './endpoint-routes';

export const TemporaryBackupDevice = Type.Object({
  device_id: DeviceId,
  model: Type.String(),
  modelCode: Type.String(),
  modelName: Type.String(),
  alias: Type.Union([Type.String(), Type.Null()]),
  deviceType: DeviceType,
});

export const TemporaryBackup = Type.Object({
  id: OpaqueId,
  createdAt: EpochMs,
  expiryAt: EpochMs,
  /** True once the expiry was postponed; it can be postponed only once. */
  extended: Type.Boolean(),
  size: Bytes,
  itemCount: Type.Integer({ minimum: 0 }),
  device: TemporaryBackupDevice,
});
export type TemporaryBackup = Type.Static<typeof TemporaryBackup>;

export const TemporaryBackupsResponse = Type.Object({ backups: Type.Array(TemporaryBackup) });
export type TemporaryBackupsResponse = Type.Static<typeof TemporaryBackupsResponse>;

export const getTemporaryBackups = defineEndpoint({
  ...endpointRoutes.getTemporaryBackups,
  summary: 'Temporary cloud backups that have not expired',
  tags: ['temporary-backup'],
  responses: { 200: TemporaryBackupsResponse, ...SIGNED_IN_ERRORS },
});

export const ExtendedTemporaryBackup = Type.Object({ id: OpaqueId, expiryAt: EpochMs, extended: Type.Literal(true) });
export type ExtendedTemporaryBackup = Type.Static<typeof ExtendedTemporaryBackup>;

/** Postpones the expiry once; a second time answers 403 rcode 40300108. */
export const extendTemporaryBackup = defineEndpoint({
  ...endpointRoutes.extendTemporaryBackup,
  summary: 'Postpone the expiry of a temporary backup (once)',
  tags: ['temporary-backup'],
  params: Type.Object({ id: OpaqueId }),
  body: Type.Object({}, { additionalProperties: false }),
  responses: { 200: ExtendedTemporaryBackup, ...SIGNED_IN_ERRORS, 404: ErrorBody },
});

export const deleteTemporaryBackup = defineEndpoint({
  ...endpointRoutes.deleteTemporaryBackup,
  summary: 'Delete a temporary backup (needs a confirm token)',
  tags: ['temporary-backup'],
  params: Type.Object({ id: OpaqueId }),
  headers: ConfirmTokenHeaders,
  responses: {
    200: Type.Object({ id: OpaqueId }),
    400: ErrorBody,
    401: ErrorBody,
    403: ErrorBody,
    404: ErrorBody,
    502: ErrorBody,
  },
});
