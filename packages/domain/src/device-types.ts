/** What a device is (spec §3 Device `type`): the kinds of device the cloud serves. */
export const DEVICE_TYPES = ['phone', 'tablet', 'watch'] as const;

export type DeviceType = (typeof DEVICE_TYPES)[number];

export function isDeviceType(value: string): value is DeviceType {
  return (DEVICE_TYPES as readonly string[]).includes(value);
}

/**
 * Which space of a device a row is (spec §3 Device `v_device_type`): the device itself, its
 * Knox container or its Secure Folder, each listed apart (device-lists.ts).
 */
export const VIRTUAL_DEVICE_TYPES = ['normal', 'knox', 'secure_folder'] as const;

export type VirtualDeviceType = (typeof VIRTUAL_DEVICE_TYPES)[number];

export function isVirtualDeviceType(value: string): value is VirtualDeviceType {
  return (VIRTUAL_DEVICE_TYPES as readonly string[]).includes(value);
}
