import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { PortalRoutes } from '@cloud-portal/contract/portal-routes';
import { useAppDispatch, useAppSelector, useAppStore } from '@/app/hooks';
import { useDocumentTitle } from '@/lib/hooks/use-document-title';
import { selectionReset, selectModeExited, selectSelectedIds } from '@/stores/selection-slice';
import { toastShown } from '@/stores/toast-slice';
import { Button } from '@/ui/button';
import { ActionBar } from '@/ui/action-bar';
import { ConfirmationDialog } from '@/ui/confirmation-dialog';
import { Page, PageLead, PageTitle } from '@/ui/page-layout';
import { backupDevicesApi } from '../api/get-backup-devices';
import { deletionCalls } from '../deletion-plan';
import type { PendingDeletion } from '../pending-deletion';
import { useCategoryText } from '../use-category-text';
import { useDeletionFlow } from '../use-deletion-flow';
import { useSelectedDeviceBackup } from '../use-selected-device-backup';
import { useFormatters } from '@/i18n/use-formatters';
import { CategoryIcon } from './category-icon';
import { detailAddress } from './device-backup-list';
import { DeviceBackupPlaceholder } from './device-backup-placeholder';
import { SelectionList, type SelectableItem } from './selection-list';

/**
 * /backup/detail/delete?deviceId=…: pick categories of one device's backup and delete them;
 * each category is one call per content id it holds, sent one after the other.
 */
export function BackupDetailDeletePage() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const store = useAppStore();
  const navigate = useNavigate();
  const { formatSize } = useFormatters();
  const text = useCategoryText();
  const backup = useSelectedDeviceBackup();
  const { deviceId, device, categories } = backup;
  const name = backup.name ?? '';
  useDocumentTitle(t('backup.detailDelete.pageTitle'));

  const selectedIds = useAppSelector(selectSelectedIds);
  const selectedCategoryIds = selectedIds.filter((id) => categories.some((category) => category.id === id));
  const deletion: PendingDeletion | null =
    deviceId !== null && selectedCategoryIds.length > 0
      ? { kind: 'contents', deviceId, ids: selectedCategoryIds }
      : null;
  const count = deletion?.ids.length ?? 0;
  const detail = deviceId === null ? PortalRoutes.backup : detailAddress(PortalRoutes.backupDetail, deviceId);

  const flow = useDeletionFlow({
    returnTo: PortalRoutes.backupDetailDelete,
    deletion,
    // The freshest cached items: the cids to delete are the ones the device still holds.
    callsFor: (choice) => {
      const cached = backupDevicesApi.endpoints.getBackupDevice.select(deviceId ?? '')(store.getState()).data?.device;
      return deletionCalls(choice, cached ? [cached] : []);
    },
    onDone: () => {
      dispatch(selectionReset());
      dispatch(toastShown(t('backup.detailDelete.done', { count })));
      void navigate(detail, { replace: true });
    },
  });

  function cancel() {
    dispatch(selectModeExited());
    void navigate(detail);
  }

  const items: SelectableItem[] = categories.map((category) => ({
    id: category.id,
    label: text.name(category.id, device?.deviceType === 'tablet'),
    media: <CategoryIcon category={category.id} />,
    details: (
      <>
        <span>{formatSize(category.totalSize)}</span>
        <span>{text.count(category.id, category.totalCount)}</span>
      </>
    ),
  }));

  function body() {
    if (backup.status !== 'ready') return <DeviceBackupPlaceholder status={backup.status} onRetry={backup.refetch} />;
    return <SelectionList legend={t('backup.detailDelete.legend')} items={items} />;
  }

  return (
    <Page as="section" aria-labelledby="backup-detail-delete-title">
      <PageTitle id="backup-detail-delete-title">
        {device ? t('backup.detailDelete.title', { name }) : t('backup.detailDelete.pageTitle')}
      </PageTitle>
      <PageLead>{t('backup.detailDelete.intro')}</PageLead>
      {body()}
      <ActionBar>
        <Button variant="secondary" onClick={cancel}>
          {t('backup.cancel')}
        </Button>
        <Button disabled={count === 0} onClick={() => flow.requestDeletion()}>
          {t('backup.detailDelete.button')}
        </Button>
      </ActionBar>
      <ConfirmationDialog
        open={flow.confirmation.isOpen && deletion !== null}
        title={t('backup.detailDelete.confirmTitle', { count })}
        description={t('backup.detailDelete.confirmText', { count, name })}
        confirmLabel={t('backup.detailDelete.confirmButton')}
        onConfirm={flow.confirm}
        onCancel={flow.confirmation.close}
      />
    </Page>
  );
}
