import type { DeviceType } from '@cloud-portal/contract/backup';
import type { DeviceRow } from '../devices/device-registry';

const DEVICE_TYPES: readonly string[] = ['phone', 'tablet', 'watch'] satisfies DeviceType[];

/** How a backup (device or temporary) names its device on the wire. */
export interface DeviceSummary {
  device_id: string;
  model: string;
  modelCode: string;
  modelName: string;
  alias: string | null;
  deviceType: DeviceType;
}

/**
 * The wire description of a stored device. device_type is plain text in the database;
 * registerDevice only writes phone, tablet or watch, so anything else is a data fault.
 */
export function deviceSummary(device: DeviceRow): DeviceSummary {
  if (!DEVICE_TYPES.includes(device.deviceType)) {
    throw new Error(`device ${device.id} has device_type "${device.deviceType}", not phone, tablet or watch`);
  }
  return {
    device_id: device.deviceId,
    model: device.model,
    modelCode: device.modelCode,
    modelName: device.modelName,
    alias: device.alias,
    deviceType: device.deviceType as DeviceType,
  };
}
