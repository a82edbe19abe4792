import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { PortalRoutes } from '@cloud-portal/contract/portal-routes';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { withoutKeptData } from '@/lib/api/kept-queries';
import { useDocumentTitle } from '@/lib/hooks/use-document-title';
import { selectDeviceImages } from '@/stores/device-images-slice';
import { selectionReset, selectModeExited, selectSelectedIds } from '@/stores/selection-slice';
import { toastShown } from '@/stores/toast-slice';
import { Button } from '@/ui/button';
import { ActionBar } from '@/ui/action-bar';
import { ConfirmationDialog } from '@/ui/confirmation-dialog';
import { Page, PageLead, PageTitle } from '@/ui/page-layout';
import { useGetBackupDevicesQuery, type BackupDeviceView } from '../api/get-backup-devices';
import { deletionCalls } from '../deletion-plan';
import { deviceDisplayName } from '@cloud-portal/domain/device-display-name';
import type { PendingDeletion } from '../pending-deletion';
import { useDeletionFlow } from '../use-deletion-flow';
import { useDeviceImages } from '@/stores/use-device-images';
import { useFormatters } from '@/i18n/use-formatters';
import { DevicePicture } from './device-picture';
import { ListEmpty, ListError, ListLoading } from './list-states';
import { SelectionList, type SelectableItem } from './selection-list';

/** What the backup holds in all, summed by the server (the list carries no items). */
function totalSize(device: BackupDeviceView): number {
  return device.total_usage ?? 0;
}

/** /backup/delete: pick device backups and delete them (spec §2, §4 Backup deletion). */
export function BackupDeletePage() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const { formatDate, formatSize } = useFormatters();
  useDocumentTitle(t('backup.delete.pageTitle'));

  const { data, isError, refetch } = withoutKeptData(useGetBackupDevicesQuery());
  const devices = data?.devices;
  useDeviceImages(devices);
  const images = useAppSelector(selectDeviceImages);
  const selectedIds = useAppSelector(selectSelectedIds);

  const deletion = useMemo((): PendingDeletion | null => {
    const ids = selectedIds.filter((id) => devices?.some((device) => device.device_id === id));
    return ids.length > 0 ? { kind: 'devices', ids } : null;
  }, [devices, selectedIds]);
  const count = deletion?.ids.length ?? 0;

  const flow = useDeletionFlow({
    returnTo: PortalRoutes.backupDelete,
    deletion,
    callsFor: useCallback((choice: PendingDeletion) => deletionCalls(choice), []),
    onDone: useCallback(
      ({ completed }: { completed: number }) => {
        dispatch(selectionReset());
        dispatch(toastShown(t('backup.delete.done', { count: completed })));
        void navigate(PortalRoutes.backup, { replace: true });
      },
      [dispatch, navigate, t],
    ),
  });

  function cancel() {
    dispatch(selectModeExited());
    void navigate(PortalRoutes.backup);
  }

  const items: SelectableItem[] = (devices ?? []).map((device) => {
    const image = images.find((candidate) => candidate.model === device.model.trim());
    return {
      id: device.device_id,
      label: deviceDisplayName(device, image?.marketingName),
      media: <DevicePicture image={image?.image ?? null} deviceType={device.deviceType} />,
      details: (
        <>
          <span>{t('backup.devices.lastBackup', { date: formatDate(device.latest_backup_time, { withYear: true }) })}</span>
          <span>{formatSize(totalSize(device))}</span>
        </>
      ),
    };
  });

  return (
    <Page as="section" aria-labelledby="backup-delete-title">
      <PageTitle id="backup-delete-title">
        {t('backup.delete.title')}
      </PageTitle>
      <PageLead>{t('backup.delete.intro')}</PageLead>
      {devices === undefined ? (
        isError ? (
          <ListError message={t('backup.devices.loadError')} retryLabel={t('backup.retry')} onRetry={() => void refetch()} />
        ) : (
          <ListLoading label={t('backup.devices.loading')} />
        )
      ) : devices.length === 0 ? (
        <ListEmpty title={t('backup.devices.emptyTitle')} />
      ) : (
        <SelectionList legend={t('backup.delete.legend')} items={items} />
      )}
      <ActionBar>
        <Button variant="secondary" onClick={cancel}>
          {t('backup.cancel')}
        </Button>
        <Button disabled={count === 0} onClick={() => flow.requestDeletion()}>
          {t('backup.delete.button')}
        </Button>
      </ActionBar>
      <ConfirmationDialog
        open={flow.confirmation.isOpen && deletion !== null}
        title={t('backup.delete.confirmTitle', { count })}
        description={t('backup.delete.confirmText', { count })}
        confirmLabel={t('backup.delete.confirmButton')}
        onConfirm={flow.confirm}
        onCancel={flow.confirmation.close}
      />
    </Page>
  );
}
