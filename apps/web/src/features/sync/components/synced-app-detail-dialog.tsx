import { useTranslation } from 'react-i18next';
import { useFormatters } from '@/i18n/use-formatters';
import { formatSize } from '@cloud-portal/domain/size-format';
import { SYNC_APP_NAME_KEYS } from '@cloud-portal/domain/sync-apps';
import type { SyncContentState } from '@cloud-portal/domain/sync-content-state';
import { Button } from '@/ui/button';
import { Dialog } from '@/ui/dialog';
import type { SyncedAppDevice } from '../synced-app-devices';
import type { SyncedApp } from '../synced-apps-overview';
import styles from './synced-app-detail-dialog.module.css';

/** What a device's sync state for the app is called (the three "not supported" kinds read alike). */
const STATE_KEYS = {
  on: 'sync.detail.state.on',
  off: 'sync.detail.state.off',
  unsupported: 'sync.detail.state.unsupported',
  notsupport: 'sync.detail.state.unsupported',
  edpunsupported: 'sync.detail.state.unsupported',
  nopermission: 'sync.detail.state.noPermission',
  accountsettingrequired: 'sync.detail.state.accountSettingRequired',
} as const satisfies Record<SyncContentState, string>;

export interface SyncedAppDetailDialogProps {
  /** The app on show; null keeps the dialog closed. */
  app: SyncedApp | null;
  devices: readonly SyncedAppDevice[];
  language: string;
  onClose: () => void;
}

/** The #detailApp overlay of /sync: one app's totals and what each device syncs of it. */
export function SyncedAppDetailDialog({
  app,
  devices,
  language,
  onClose,
}: SyncedAppDetailDialogProps) {
  const { t } = useTranslation();
  const { formatDate } = useFormatters();
  const dateOf = (time: number) =>
    formatDate(time, { withYear: true, withTime: true });

  return (
    <Dialog
      open={app !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={app ? t(SYNC_APP_NAME_KEYS[app.cid]) : ''}
      actions={
        <Button variant="secondary" onClick={onClose}>
          {t('sync.detail.close')}
        </Button>
      }
    >
      {app && (
        <>
          <dl className={styles.facts}>
            <dt>{t('sync.detail.items')}</dt>
            <dd>{new Intl.NumberFormat(language).format(app.count)}</dd>
            <dt>{t('sync.detail.size')}</dt>
            <dd>{formatSize(app.size, { locale: language }).text}</dd>
            <dt>{t('sync.detail.lastModified')}</dt>
            <dd>
              {app.lastModifiedTime === null ? t('sync.neverSynced') : dateOf(app.lastModifiedTime)}
            </dd>
          </dl>
          <section className={styles.devices} aria-labelledby="sync-detail-devices">
            <h3 id="sync-detail-devices" className={styles.subtitle}>
              {t('sync.detail.devicesTitle')}
            </h3>
            {devices.length === 0 ? (
              <p className={styles.muted}>{t('sync.detail.noDevices')}</p>
            ) : (
              <ul className={styles.list}>
                {devices.map((device) => (
                  <li key={device.deviceId} className={styles.device}>
                    <span className={styles.deviceName}>{device.name}</span>
                    <span>{t(STATE_KEYS[device.state])}</span>
                    <span className={styles.muted}>
                      {device.lastModifiedTime === null
                        ? t('sync.neverSynced')
                        : t('sync.lastSynced', { date: dateOf(device.lastModifiedTime) })}
                    </span>
                  </li>
                ))}
              </ul>
            )}
          </section>
        </>
      )}
    </Dialog>
  );
}
