import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PortalRoutes } from '@cloud-portal/contract/portal-routes';
import { useAppDispatch } from '@/app/hooks';
import { useDocumentTitle } from '@/lib/hooks/use-document-title';
import { selectModeExited, selectModeEntered } from '@/stores/selection-slice';
import { buttonClassName } from '@/ui/button';
import { Page, PageTitle } from '@/ui/page-layout';
import { useCategoryText } from '../use-category-text';
import { useSelectedDeviceBackup } from '../use-selected-device-backup';
import { useFormatters } from '@/i18n/use-formatters';
import { CategoryIcon } from './category-icon';
import { detailAddress } from './device-backup-list';
import { DevicePicture } from './device-picture';
import { DeviceBackupPlaceholder } from './device-backup-placeholder';
import styles from './backup-detail-page.module.css';

/**
 * /backup/detail?deviceId=…: one device's backup by category (spec §3 Device backup
 * categories, §4 Category aggregation): size, count, latest backup, state and encryption.
 */
export function BackupDetailPage() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const { formatDate, formatSize } = useFormatters();
  const text = useCategoryText();
  const backup = useSelectedDeviceBackup();
  const { device, image, categories } = backup;
  const name = backup.name ?? t('backup.detail.title');
  useDocumentTitle(name);
  const isTablet = device?.deviceType === 'tablet';

  function body() {
    if (backup.status !== 'ready') return <DeviceBackupPlaceholder status={backup.status} onRetry={backup.refetch} />;
    return (
      <ul className={styles.list}>
        {categories.map((category) => (
          <li key={category.id} className={styles.category}>
            <CategoryIcon category={category.id} />
            <div className={styles.text}>
              <h2 className={styles.name}>{text.name(category.id, isTablet)}</h2>
              <p className={styles.meta}>
                <span>{formatSize(category.totalSize)}</span>
                <span>{text.count(category.id, category.totalCount)}</span>
                <span>{t('backup.detail.latest', { date: formatDate(category.latestBackupTime, { withYear: true, withTime: true }) })}</span>
              </p>
              <p className={styles.meta}>
                <span className={category.state === 'on' ? styles.stateOn : styles.state}>
                  {text.state(category.state)}
                </span>
                {category.encrypted && <span className={styles.encrypted}>{t('backup.detail.encrypted')}</span>}
              </p>
            </div>
          </li>
        ))}
      </ul>
    );
  }

  return (
    <Page as="section" aria-labelledby="backup-detail-title">
      <Link to={PortalRoutes.backup} className={styles.back}>
        {t('backup.detail.back')}
      </Link>
      <div className={styles.header}>
        {device && <DevicePicture image={image?.image ?? null} deviceType={device.deviceType} />}
        <div className={styles.heading}>
          <PageTitle id="backup-detail-title">
            {name}
          </PageTitle>
          {device && (
            <p className={styles.meta}>
              {t('backup.devices.lastBackup', { date: formatDate(device.latest_backup_time, { withYear: true, withTime: true }) })}
            </p>
          )}
        </div>
        {device && categories.length > 0 && (
          <Link
            to={detailAddress(PortalRoutes.backupDetailDelete, device.device_id)}
            className={buttonClassName('secondary')}
            onClick={() => {
              dispatch(selectModeExited());
              dispatch(selectModeEntered());
            }}
          >
            {t('backup.detail.delete')}
          </Link>
        )}
      </div>
      {body()}
    </Page>
  );
}
