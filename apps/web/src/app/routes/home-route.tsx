import { selectAccount } from '@/features/auth/auth-slice';
import { useBackupDevices, useTemporaryBackups } from '@/features/backup/use-kept-backup-lists';
import { MyDevicesCard } from '@/features/devices/components/my-devices-card';
import { DriveLinkCard } from '@/features/drive/components/drive-link-card';
import { ErasureCard } from '@/features/erasure/components/erasure-card';
import { GalleryCard } from '@/features/gallery/components/gallery-card';
import { DeviceBackupsCard } from '@/features/home/components/device-backups-card';
import { E2eeCard } from '@/features/home/components/e2ee-card';
import { HomePage } from '@/features/home/components/home-page';
import { TemporaryBackupsCard } from '@/features/home/components/temporary-backups-card';
import { StorageUsageCard } from '@/features/storage/components/storage-usage-card';
import { SyncedAppsCard } from '@/features/sync/components/synced-apps-card';
import { useDisplayName } from '@/i18n/use-display-name';
import { useAppSelector } from '../hooks';

/*
 * The home dashboard put together: each card belongs to its feature and loads its own data.
 * The backup cards are the home feature's, fed here with the backup feature's own calls, so
 * the dashboard and the backup screens share one cache (and, after a reload, the lists the
 * persisted client store kept).
 */

function DeviceBackups() {
  return <DeviceBackupsCard query={useBackupDevices()} />;
}

function TemporaryBackups() {
  return <TemporaryBackupsCard query={useTemporaryBackups()} />;
}

export function HomeRoute() {
  const displayName = useDisplayName(useAppSelector(selectAccount));
  return (
    <HomePage displayName={displayName}>
      <StorageUsageCard />
      <SyncedAppsCard />
      <DeviceBackups />
      <TemporaryBackups />
      <GalleryCard />
      <MyDevicesCard />
      <DriveLinkCard />
      <E2eeCard />
      <ErasureCard />
    </HomePage>
  );
}
