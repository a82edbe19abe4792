import { splitDevicesByType, type DeviceLists } from '@cloud-portal/domain/device-lists';
import type { DeviceSummaryEntry } from '@/lib/shared-api/get-device-contexts';

export type MyDevice = DeviceSummaryEntry & { device_id: string };

/** The account's devices in three sorted lists: devices, Secure Folders, work profiles (spec §3 Device). */
export function myDeviceLists(devices: readonly DeviceSummaryEntry[]): DeviceLists<MyDevice> {
  return splitDevicesByType(devices.map((device) => ({ ...device, device_id: device.id })));
}

/** The list names, in the order the screens show them. */
export const DEVICE_LIST_KINDS = ['normal', 'secureFolder', 'knox'] as const;

/** Every device's id, in the order the screens list them (the app-usage call's argument). */
export function deviceIdsOf(lists: DeviceLists<MyDevice>): string[] {
  return DEVICE_LIST_KINDS.flatMap((kind) => lists[kind].map((device) => device.id));
}
