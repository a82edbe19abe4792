import { useTranslation } from 'react-i18next';
import type { DeviceBackupStatus } from '../use-selected-device-backup';
import { ListEmpty, ListError, ListLoading } from './list-states';

/** What a device backup's screens show until its categories can be listed. */
export function DeviceBackupPlaceholder({
  status,
  onRetry,
}: {
  status: Exclude<DeviceBackupStatus, 'ready'>;
  onRetry: () => void;
}) {
  const { t } = useTranslation();
  switch (status) {
    case 'loading':
      return <ListLoading label={t('backup.detail.loading')} />;
    case 'error':
      return <ListError message={t('backup.devices.loadError')} retryLabel={t('backup.retry')} onRetry={onRetry} />;
    case 'notFound':
      return <ListEmpty title={t('backup.detail.notFound')} />;
    case 'empty':
      return <ListEmpty title={t('backup.detail.emptyTitle')} />;
  }
}
