import { useTranslation } from 'react-i18next';
import { formatDate } from '@cloud-portal/domain/date-format';
import { formatSize } from '@cloud-portal/domain/size-format';
import { SYNC_APP_NAME_KEYS } from '@cloud-portal/domain/sync-apps';
import type { SyncedApp } from '../synced-apps-overview';
import styles from './synced-apps-page.module.css';

/** One synced app: its name, items, size and last sync. */
export function SyncedAppRow({ app, language }: { app: SyncedApp; language: string }) {
  const { t } = useTranslation();
  return (
    <li className={styles.row}>
      <span className={styles.appName}>{t(SYNC_APP_NAME_KEYS[app.cid])}</span>
      <span className={styles.details}>
        <span>{t('sync.items', { count: app.count })}</span>
        <span>{formatSize(app.size, { locale: language }).text}</span>
        <span>
          {app.lastModifiedTime === null
            ? t('sync.neverSynced')
            : t('sync.lastSynced', {
                date: formatDate(app.lastModifiedTime, {
                  locale: language,
                  withYear: true,
                  withTime: true,
                }),
              })}
        </span>
      </span>
    </li>
  );
}
