import { summarizeBackupCategories } from '@cloud-portal/domain/backup-category-summary';
import { deviceDisplayName } from '@cloud-portal/domain/device-display-name';
import { useAppSelector } from '@/app/hooks';
import { useDeviceImage, useDeviceImages } from '@/stores/use-device-images';
import { useGetBackupDeviceQuery } from './api/get-backup-devices';
import { selectSelectedDeviceId } from './backup-slice';

/** Where the chosen device's backup stands: what its screens show in place of its categories until it is `ready`. */
export type DeviceBackupStatus = 'loading' | 'error' | 'notFound' | 'empty' | 'ready';

/**
 * The device backup chosen on the list, as both of its screens (the detail and the deletion
 * of its data) show it: the device, its picture, its name and its categories (spec §4
 * Category aggregation).
 */
export function useSelectedDeviceBackup() {
  const deviceId = useAppSelector(selectSelectedDeviceId);
  const { data, isError, refetch } = useGetBackupDeviceQuery(deviceId ?? '', { skip: deviceId === null });
  const device = data?.device ?? undefined;
  useDeviceImages(device ? [device] : undefined);
  const image = useDeviceImage(device?.model ?? '');
  // A handful of items: summarised on each render rather than memoised.
  const categories = device ? summarizeBackupCategories(device.items, { encrypted: data?.encrypted === true }) : [];
  return {
    deviceId,
    device,
    image,
    /** The device's name as the list shows it; null until the device is known. */
    name: device ? deviceDisplayName(device, image?.marketingName) : null,
    categories,
    status: statusOf(data !== undefined, isError, device !== undefined, categories.length),
    refetch: () => void refetch(),
  };
}

function statusOf(isLoaded: boolean, isError: boolean, isFound: boolean, categoryCount: number): DeviceBackupStatus {
  if (!isLoaded) return isError ? 'error' : 'loading';
  if (!isFound) return 'notFound';
  return categoryCount === 0 ? 'empty' : 'ready';
}
