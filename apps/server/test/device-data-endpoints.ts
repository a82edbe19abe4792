import { downloadDeviceRestoreFile, listDeviceRestoreFiles, uploadDeviceBackupFile } from '@cloud-portal/contract/device-backup-files';
import { recordDeviceBackupRun, reportDeviceSyncedContents, uploadDevicePhoto } from '@cloud-portal/contract/device-data';
import { emptyDevicePhotoTrash, listDevicePhotos, restoreDevicePhoto, trashDevicePhoto } from '@cloud-portal/contract/device-photos';
import type { Endpoint } from '@cloud-portal/contract/endpoint';

/** The device API's calls on the account's cloud data (the ones a device credential makes on its owner's behalf). */
export const DEVICE_DATA_ENDPOINTS: readonly Endpoint[] = [
  reportDeviceSyncedContents,
  recordDeviceBackupRun,
  uploadDevicePhoto,
  uploadDeviceBackupFile,
  listDeviceRestoreFiles,
  downloadDeviceRestoreFile,
  listDevicePhotos,
  trashDevicePhoto,
  restoreDevicePhoto,
  emptyDevicePhotoTrash,
];
