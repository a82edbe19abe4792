import { useTranslation } from 'react-i18next';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { useDocumentTitle } from '@/lib/hooks/use-document-title';
import { Tabs } from '@/ui/tabs';
import { VisuallyHidden } from '@/ui/visually-hidden';
import { Page, PageTitle } from '@/ui/page-layout';
import { backupTabChanged, selectBackupActiveTab, selectExpiryCounter, type BackupTab } from '../backup-slice';
import { useDeviceImages } from '@/stores/use-device-images';
import { useBackupDevices, useTemporaryBackups } from '../use-kept-backup-lists';
import { DeviceBackupList } from './device-backup-list';
import { TemporaryBackupList } from './temporary-backup-list';
import styles from './backup-page.module.css';

/** Every device model either list shows, for the picture cache. */
function useListedModels() {
  const devices = useBackupDevices().data;
  const temporary = useTemporaryBackups().data;
  if (devices === undefined || temporary === undefined) return undefined;
  return [...devices.devices, ...temporary.map((backup) => backup.device)];
}

/** /backup: device backups and temporary backups, one tab each (spec §2, §3 backupActiveTab). */
export function BackupPage() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const tab = useAppSelector(selectBackupActiveTab);
  const expiringSoon = useAppSelector(selectExpiryCounter);
  useDocumentTitle(t('backup.pageTitle'));
  useDeviceImages(useListedModels());

  return (
    <Page as="section" aria-labelledby="backup-title">
      <PageTitle id="backup-title">
        {t('backup.title')}
      </PageTitle>
      <Tabs<BackupTab>
        label={t('backup.tabs.label')}
        idPrefix="backup"
        selected={tab}
        onSelect={(next) => dispatch(backupTabChanged(next))}
        tabs={[
          { id: 'backup', label: t('backup.tabs.backup') },
          {
            id: 'temporary',
            label: t('backup.tabs.temporary'),
            badge:
              expiringSoon > 0 ? (
                <>
                  {' '}
                  <span className={styles.badge} aria-hidden="true">
                    {expiringSoon}
                  </span>{' '}
                  <VisuallyHidden>{t('backup.tabs.expiringSoon', { count: expiringSoon })}</VisuallyHidden>
                </>
              ) : undefined,
          },
        ]}
      >
        {tab === 'backup' ? <DeviceBackupList /> : <TemporaryBackupList />}
      </Tabs>
    </Page>
  );
}
