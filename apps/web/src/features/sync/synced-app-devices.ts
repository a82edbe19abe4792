import { deviceDisplayName } from '@cloud-portal/domain/device-display-name';
import type { SyncAppCid } from '@cloud-portal/domain/sync-apps';
import type { SyncContentState } from '@cloud-portal/domain/sync-content-state';
import type { DeviceContextEntry } from '@/lib/shared-api/get-device-contexts';

/** What one device syncs of one app, as its device context reports it. */
export interface SyncedAppDevice {
  deviceId: string;
  name: string;
  state: SyncContentState;
  /** Epoch milliseconds of the device's newest synced change of the app; null when it does not say. */
  lastModifiedTime: number | null;
}

/**
 * The devices that list `cid` in their sync_list (the only per-device sync data /sync already
 * loads; the quota usage is per account), in the device-context order. Names use the cached
 * marketing name when the picture cache holds one, so no call is made for them.
 */
export function syncedAppDevices(
  cid: SyncAppCid,
  devices: readonly DeviceContextEntry[],
  marketingNameOf: (model: string) => string | null | undefined,
): SyncedAppDevice[] {
  return devices.flatMap((device): SyncedAppDevice[] => {
    const item = device.sync_list.find((entry) => entry.cid === cid);
    if (!item) return [];
    return [
      {
        deviceId: device.id,
        name: deviceDisplayName(device, marketingNameOf(device.model)),
        state: item.state,
        lastModifiedTime: item.lastModifiedTime,
      },
    ];
  });
}
