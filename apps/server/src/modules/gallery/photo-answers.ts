import type { DevicePhoto } from '@cloud-portal/contract/device-photos';
import type { Photo } from '@cloud-portal/contract/gallery';
import { galleryTrashPurgeAt } from '@cloud-portal/domain/gallery-trash';
import type { PhotoRow } from './gallery-repository';

/** A photo as the portal's Gallery answers it (never one in the trash: the lists leave those out). */
export function toPhoto(row: PhotoRow): Photo {
  return {
    photoId: row.id,
    serverTimestamp: row.serverTimestamp.getTime(),
    mimeType: row.mimeType,
    width: row.width,
    height: row.height,
    size: row.size,
    ...(row.takenAt && { takenAt: row.takenAt.getTime() }),
  };
}

/** A photo as the account's devices see it: with its trash state. */
export function toDevicePhoto(row: PhotoRow): DevicePhoto {
  const trashedAt = row.trashedAt?.getTime();
  return { ...toPhoto(row), ...(trashedAt !== undefined && { trashedAt, purgeAt: galleryTrashPurgeAt(trashedAt) }) };
}
