import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PortalRoutes } from '@cloud-portal/contract/portal-routes';
import { useFormatters } from '@/i18n/use-formatters';
import { deviceDisplayName } from '@cloud-portal/domain/device-display-name';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { loadStatusOf, retryFailed, type QueryResult } from '@/lib/api/query-status';
import { imageOfModel, selectDeviceImages } from '@/stores/device-images-slice';
import { loadDeviceImages } from '@/stores/load-device-images';
import { Card } from '@/ui/card';
import { LoadError } from '@/ui/load-error';
import { Skeleton } from '@/ui/skeleton';
import styles from './home-cards.module.css';

/** As tall as the card is once loaded, so nothing below it moves when it loads. */
const RESERVED_HEIGHT = { narrow: '18.5rem', wide: '19.5rem' };

/** A device backup as the card needs it: the server's fields after spec §4 Backup expiry. */
export interface BackupDeviceSummary {
  device_id: string;
  alias?: string | null;
  model: string;
  modelCode: string;
  modelName: string;
  latest_backup_time: number;
  isExpiring: boolean;
}

export interface DeviceBackupsCardProps {
  /**
   * GET /backup/v4/devices through domain withBackupExpiry (backups past retention left
   * out). The backup feature owns the call; the app layer hands its result in.
   */
  query: QueryResult<{ devices: readonly BackupDeviceSummary[] }>;
}

function newestBackup(devices: readonly BackupDeviceSummary[]): BackupDeviceSummary | null {
  return devices.reduce<BackupDeviceSummary | null>(
    (latest, device) =>
      latest === null || device.latest_backup_time > latest.latest_backup_time ? device : latest,
    null,
  );
}

/** The home dashboard's device backups card: how many devices, the newest backup, what expires. */
export function DeviceBackupsCard({ query }: DeviceBackupsCardProps) {
  const { t } = useTranslation();
  const { formatDate } = useFormatters();
  const dispatch = useAppDispatch();
  const images = useAppSelector(selectDeviceImages);
  const status = loadStatusOf(query);
  const newest = newestBackup(query.data?.devices ?? []);

  // The newest device is named as /backup names it, which needs its marketing name (spec §5).
  const { model = '', modelCode = '', modelName = '' } = newest ?? {};
  useEffect(() => {
    if (model !== '') void dispatch(loadDeviceImages([{ model, modelCode, modelName }]));
  }, [dispatch, model, modelCode, modelName]);
  const footer = <Link to={PortalRoutes.backup}>{t('home.deviceBackups.link')}</Link>;

  if (status !== 'ready' || query.data === undefined) {
    return (
      <Card reservedHeight={RESERVED_HEIGHT} title={t('home.deviceBackups.title')} busy={status === 'loading'} footer={footer}>
        {status === 'loading' ? (
          <Skeleton label={t('home.deviceBackups.loading')} lines={3} />
        ) : (
          <LoadError
            message={t('home.deviceBackups.error')}
            retryLabel={t('home.retry')}
            onRetry={() => retryFailed(query)}
          />
        )}
      </Card>
    );
  }

  const { devices } = query.data;
  const expiring = devices.filter((device) => device.isExpiring).length;
  return (
    <Card reservedHeight={RESERVED_HEIGHT} title={t('home.deviceBackups.title')} footer={footer}>
      {newest === null ? (
        <p className={styles.muted}>{t('home.deviceBackups.empty')}</p>
      ) : (
        <>
          <p className={styles.figure}>
            {t('home.deviceBackups.count', { count: devices.length })}
          </p>
          <p>
            {t('home.deviceBackups.latest', {
              device: deviceDisplayName(
                newest,
                imageOfModel(images, newest.model)?.marketingName,
              ),
              date: formatDate(newest.latest_backup_time, { withYear: true }),
            })}
          </p>
          {expiring > 0 && (
            <p className={styles.warning}>
              {t('home.deviceBackups.expiring', { count: expiring })}
            </p>
          )}
        </>
      )}
    </Card>
  );
}
