import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PortalRoutes } from '@cloud-portal/contract/portal-routes';
import { useAppDispatch } from '@/app/hooks';
import { selectModeEntered, selectModeExited } from '@/stores/selection-slice';
import { buttonClassName } from '@/ui/button';
import { VisuallyHidden } from '@/ui/visually-hidden';
import type { BackupDeviceView } from '../api/get-backup-devices';
import { BACKUP_RETENTION_DAYS } from '@cloud-portal/domain/constants';
import { useDeviceImage } from '@/stores/use-device-images';
import { useDeviceName } from '@/stores/use-device-name';
import { DeviceName } from '@/ui/device-name';
import { useBackupDevices } from '../use-kept-backup-lists';
import { useFormatters } from '@/i18n/use-formatters';
import { DevicePicture } from './device-picture';
import { ListEmpty, ListError, ListLoading } from './list-states';
import styles from './backup-lists.module.css';

export function detailAddress(route: string, deviceId: string): string {
  return `${route}?${new URLSearchParams({ deviceId }).toString()}`;
}

function DeviceBackupRow({ device }: { device: BackupDeviceView }) {
  const { t } = useTranslation();
  const { formatDate } = useFormatters();
  const image = useDeviceImage(device.model);
  const { name, isPending } = useDeviceName(device);

  return (
    <li className={styles.row}>
      <DevicePicture image={image?.image ?? null} deviceType={device.deviceType} />
      <div className={styles.text}>
        <h2 className={styles.name}>
          <Link className={styles.rowLink} to={detailAddress(PortalRoutes.backupDetail, device.device_id)}>
            <DeviceName name={name} isPending={isPending} />
          </Link>
        </h2>
        <p className={styles.meta}>
          {t('backup.devices.lastBackup', { date: formatDate(device.latest_backup_time, { withYear: true, withTime: true }) })}
        </p>
        <p className={styles.meta}>
          <span>{t('backup.devices.daysLeft', { count: device.daysLeft })}</span>
          {device.isExpiring && <span className={styles.warning}>{t('backup.devices.expiring')}</span>}
        </p>
      </div>
    </li>
  );
}

/** The Backups tab: one row per device backup, newest first (spec §4 Backup expiry). */
export function DeviceBackupList() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const { data, isError, refetch, isShowingKept } = useBackupDevices();

  if (data === undefined) {
    return isError ? (
      <ListError message={t('backup.devices.loadError')} retryLabel={t('backup.retry')} onRetry={() => void refetch()} />
    ) : (
      <ListLoading label={t('backup.devices.loading')} />
    );
  }
  if (data.devices.length === 0) {
    return (
      <ListEmpty title={t('backup.devices.emptyTitle')}>
        <p>{t('backup.devices.emptyText')}</p>
        <Link to={PortalRoutes.infoDeviceBackups}>{t('backup.devices.help')}</Link>
      </ListEmpty>
    );
  }
  return (
    // The list kept from the last visit is on show until the fresh one arrives.
    <div className={styles.section} aria-busy={isShowingKept || undefined}>
      <div className={styles.toolbar}>
        <p className={styles.intro}>{t('backup.devices.intro', { count: BACKUP_RETENTION_DAYS })}</p>
        <Link
          to={PortalRoutes.backupDelete}
          className={buttonClassName('secondary')}
          onClick={() => {
            // Select mode opened from the menu starts with nothing selected (spec §4 Selection).
            dispatch(selectModeExited());
            dispatch(selectModeEntered());
          }}
        >
          {t('backup.devices.select')}{' '}
          <VisuallyHidden>{t('backup.devices.selectSuffix')}</VisuallyHidden>
        </Link>
      </div>
      <ul className={styles.list}>
        {data.devices.map((device) => (
          <DeviceBackupRow key={device.device_id} device={device} />
        ))}
      </ul>
    </div>
  );
}
