import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormatters } from '@/i18n/use-formatters';
import { formatSize } from '@cloud-portal/domain/size-format';
import { SYNC_APP_NAME_KEYS, type SyncAppCid } from '@cloud-portal/domain/sync-apps';
import { FileRow } from '@/ui/file-row-list';
import type { SyncedApp } from '../synced-apps-overview';
import styles from './synced-apps-page.module.css';

export interface SyncedAppRowProps {
  app: SyncedApp;
  language: string;
  /** The app's name was chosen: show its details. */
  onOpen: (cid: SyncAppCid) => void;
}

/**
 * One synced app, a file row of the list (one scroll step tall): its name (which opens its
 * details), items, size and last sync.
 */
export function SyncedAppRow({ app, language, onOpen }: SyncedAppRowProps) {
  const { t } = useTranslation();
  const { formatDate } = useFormatters();
  const open = (event: MouseEvent<HTMLButtonElement>) => {
    // Some browsers (Safari) do not focus a clicked button; the dialog gives focus back to it.
    event.currentTarget.focus();
    onOpen(app.cid);
  };
  return (
    <FileRow className={styles.row}>
      <button type="button" className={styles.appName} aria-haspopup="dialog" onClick={open}>
        {t(SYNC_APP_NAME_KEYS[app.cid])}
      </button>
      <span className={styles.details}>
        <span>{t('sync.items', { count: app.count })}</span>
        <span>{formatSize(app.size, { locale: language }).text}</span>
        <span>
          {app.lastModifiedTime === null
            ? t('sync.neverSynced')
            : t('sync.lastSynced', {
                date: formatDate(app.lastModifiedTime, {
                  withYear: true,
                  withTime: true,
                }),
              })}
        </span>
      </span>
    </FileRow>
  );
}
