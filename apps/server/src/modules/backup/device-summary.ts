import type { DeviceType } from '@cloud-portal/domain/device-types';
import type { DeviceRow } from '../devices/device-registry';

/** How a backup (device or temporary) names its device on the wire. */
export interface DeviceSummary {
  device_id: string;
  model: string;
  modelCode: string;
  modelName: string;
  alias: string | null;
  deviceType: DeviceType;
}

/** The wire description of a stored device (device_type holds one of DEVICE_TYPES: its check constraint). */
export function deviceSummary(device: DeviceRow): DeviceSummary {
  return {
    device_id: device.deviceId,
    model: device.model,
    modelCode: device.modelCode,
    modelName: device.modelName,
    alias: device.alias,
    deviceType: device.deviceType,
  };
}
