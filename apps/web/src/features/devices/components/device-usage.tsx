import { useTranslation } from 'react-i18next';
import type { AppUsageEntry } from '@cloud-portal/contract/device-context';
import { formatSize } from '@cloud-portal/domain/size-format';
import { SYNC_APP_NAME_KEYS } from '@cloud-portal/domain/sync-apps';
import { LoadError } from '@/ui/load-error';
import { Skeleton } from '@/ui/skeleton';
import { backupUsageRows, syncUsageRows } from '../device-usage-rows';
import type { DeviceUsageTab } from '../devices-slice';
import styles from './my-devices-page.module.css';

/** Where one device's app usage stands. */
export type DeviceUsageState<T> =
  { status: 'loading' } | { status: 'error'; retry: () => void } | { status: 'ready'; data: T };

export interface DeviceUsageProps {
  deviceName: string;
  usage: DeviceUsageState<AppUsageEntry[]>;
  tab: DeviceUsageTab;
  language: string;
}

/** A device's app usage of the chosen kind: per synced app, or per backup category. */
export function DeviceUsage({ deviceName, usage, tab, language }: DeviceUsageProps) {
  const { t } = useTranslation();
  if (usage.status === 'loading')
    return <Skeleton label={t('devices.device.usageLoading')} lines={2} />;
  if (usage.status === 'error') {
    return (
      <LoadError
        message={t('devices.device.usageError')}
        retryLabel={t('devices.retry')}
        onRetry={usage.retry}
      />
    );
  }

  const size = (bytes: number) => formatSize(bytes, { locale: language }).text;
  const rows =
    tab === 'sync'
      ? syncUsageRows(usage.data).map((row) => ({
          key: row.cid,
          name: t(SYNC_APP_NAME_KEYS[row.cid]),
          ...row,
        }))
      : backupUsageRows(usage.data).map((row) => ({
          key: row.category,
          name: t(`devices.backupCategory.${row.category}`),
          ...row,
        }));

  if (rows.length === 0) {
    return (
      <p className={styles.muted}>
        {tab === 'sync' ? t('devices.device.noSyncedData') : t('devices.device.noBackedUpData')}
      </p>
    );
  }
  return (
    <ul
      className={styles.usage}
      aria-label={t('devices.device.usageLabel', { device: deviceName })}
    >
      {rows.map((row) => (
        <li key={row.key} className={styles.usageRow}>
          <span>{row.name}</span>
          <span className={styles.muted}>
            {t('devices.device.usage', { count: row.count, size: size(row.size) })}
          </span>
        </li>
      ))}
    </ul>
  );
}
