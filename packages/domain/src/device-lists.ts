/**
 * Devices are listed separately by type (spec §3): ordinary devices, Knox containers and
 * Secure Folders. A type the portal does not know is listed with the ordinary devices, so
 * the user still sees it.
 */

export interface TypedDevice {
  device_id: string;
  v_device_type?: string | null;
  model: string;
}

export interface DeviceLists<T extends TypedDevice> {
  normal: T[];
  knox: T[];
  secureFolder: T[];
}

// Sorted by model, the name the user recognises, in natural order ('SM-A5' before
// 'SM-A15'), ignoring case; the device id breaks ties so the order never flickers.
const modelCollator = new Intl.Collator('en', { numeric: true, sensitivity: 'base' });

export function compareDevices(a: TypedDevice, b: TypedDevice): number {
  return (
    modelCollator.compare(a.model, b.model) ||
    (a.device_id < b.device_id ? -1 : a.device_id > b.device_id ? 1 : 0)
  );
}

export function splitDevicesByType<T extends TypedDevice>(devices: readonly T[]): DeviceLists<T> {
  const lists: DeviceLists<T> = { normal: [], knox: [], secureFolder: [] };
  for (const device of devices) {
    if (device.v_device_type === 'knox') lists.knox.push(device);
    else if (device.v_device_type === 'secure_folder') lists.secureFolder.push(device);
    else lists.normal.push(device);
  }
  lists.normal.sort(compareDevices);
  lists.knox.sort(compareDevices);
  lists.secureFolder.sort(compareDevices);
  return lists;
}
