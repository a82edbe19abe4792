import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { PortalRoutes } from '@cloud-portal/contract/portal-routes';
import type { SyncAppCid } from '@cloud-portal/domain/sync-apps';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { currentConfirmToken, forgetConfirmToken } from '@/lib/api/confirm-token';
import { useHashOverlay } from '@/lib/navigation/hash-overlay';
import { loadStatusOf, retryFailed } from '@/lib/api/query-status';
import { requestPasswordConfirmation } from '@/lib/api/request-password-confirmation';
import { useGetDeviceContextsQuery } from '@/lib/shared-api/get-device-contexts';
import {
  incompleteCidsOf,
  useGetIncompletedTasksQuery,
} from '@/lib/shared-api/get-incompleted-tasks';
import { useGetQuotaUsageQuery } from '@/lib/shared-api/get-quota-usage';
import { useDocumentTitle } from '@/lib/hooks/use-document-title';
import {
  redirectMarked,
  selectIsRedirect,
  selectionReset,
  selectSelectedIds,
} from '@/stores/selection-slice';
import { selectLanguage } from '@/stores/preferences-slice';
import { Button, buttonClassName } from '@/ui/button';
import { ActionBar } from '@/ui/action-bar';
import { ConfirmationDialog } from '@/ui/confirmation-dialog';
import { LoadError } from '@/ui/load-error';
import { Skeleton } from '@/ui/skeleton';
import { Page, PageLead, PageTitle } from '@/ui/page-layout';
import { useDeleteSyncedAppsMutation } from '../api/delete-synced-apps';
import { deletionStartedState } from '../deletion-started';
import { erasureFailureOf, type ErasureFailure } from '@/lib/erasure/erasure-failure';
import { ErasureErrorDialog, type ErasureErrorTexts } from '@/lib/erasure/erasure-error-dialog';
import { savePendingSyncDeletion } from '../pending-sync-deletion';
import { syncedAppsOverview } from '../synced-apps-overview';
import { useAppNames } from '../use-app-names';
import { SyncAppChoices } from './sync-app-choices';
import styles from './sync-delete-page.module.css';

/** The overlay name of the confirmation dialog in the address (spec §2 #confirmationDialog). */
export const CONFIRMATION_OVERLAY = 'confirmationDialog';

/** The screen's own wording of the erasure refusal dialog. */
const ERROR_TEXTS: ErasureErrorTexts = {
  title: 'sync.delete.errorTitle',
  tryLater: 'sync.delete.errorTryLater',
  contactSupport: 'sync.delete.errorContactSupport',
  other: 'sync.delete.errorOther',
  close: 'sync.delete.errorOk',
};

/**
 * Delete synced data (/sync/delete): choose apps → password gate when no confirm token is
 * held (the choice is kept for the way back) → confirmation → erasure request. Once it is
 * accepted the apps leave the list and the total (spec §4 Synced app deletion) and /sync
 * says the deletion has started.
 */
export function SyncDeletePage() {
  const { t } = useTranslation();
  useDocumentTitle(t('sync.delete.title'));
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const language = useAppSelector(selectLanguage);
  const appNames = useAppNames();
  const quota = useGetQuotaUsageQuery();
  const devices = useGetDeviceContextsQuery();
  const tasks = useGetIncompletedTasksQuery();
  const status = loadStatusOf(quota, devices, tasks);
  const selectedIds = useAppSelector(selectSelectedIds);
  const isRedirect = useAppSelector(selectIsRedirect);
  const confirmation = useHashOverlay(CONFIRMATION_OVERLAY);
  const [deleteSyncedApps, deletion] = useDeleteSyncedAppsMutation();
  const [failure, setFailure] = useState<ErasureFailure | null>(null);
  const [gateFailed, setGateFailed] = useState(false);

  const apps =
    status === 'ready' && quota.data && devices.data
      ? syncedAppsOverview(quota.data, devices.data, incompleteCidsOf(tasks.data)).apps
      : [];
  // Only apps still on the list count: one may have gone since it was chosen.
  const selected = apps.map((app) => app.cid).filter((cid) => selectedIds.includes(cid));

  const askForPassword = useCallback(async (cids: readonly SyncAppCid[]) => {
    setGateFailed(false);
    savePendingSyncDeletion(cids);
    try {
      await requestPasswordConfirmation(PortalRoutes.syncDelete);
    } catch {
      setGateFailed(true);
    }
  }, []);

  function requestDeletion() {
    if (selected.length === 0) return;
    if (currentConfirmToken() === null) void askForPassword(selected);
    else confirmation.open();
  }

  async function confirm() {
    // The token may have run out while the dialog was open.
    if (currentConfirmToken() === null) {
      confirmation.close();
      void askForPassword(selected);
      return;
    }
    try {
      await deleteSyncedApps(selected).unwrap();
      dispatch(selectionReset());
      // Replaces the dialog's entry, so Back does not open it again.
      await navigate(PortalRoutes.sync, { replace: true, state: deletionStartedState(selected) });
    } catch (error) {
      confirmation.close();
      const reason = erasureFailureOf(error);
      if (reason.kind === 'passwordRequired') {
        forgetConfirmToken();
        void askForPassword(selected);
      } else {
        setFailure(reason);
      }
    }
  }

  // Back from the password gate with the choice restored: the user already pressed Delete,
  // so ask to confirm straight away, now that the token is there.
  const hasChoice = selected.length > 0;
  useEffect(() => {
    if (!isRedirect || status !== 'ready') return;
    dispatch(redirectMarked(false));
    if (hasChoice && currentConfirmToken() !== null) confirmation.open();
  }, [confirmation, dispatch, hasChoice, isRedirect, status]);

  return (
    <Page as="section" aria-labelledby="sync-delete-title">
      <PageTitle id="sync-delete-title">
        {t('sync.delete.title')}
      </PageTitle>
      <PageLead>{t('sync.delete.intro')}</PageLead>
      {gateFailed && (
        <p role="alert" className={styles.alert}>
          {t('sync.delete.gateFailed')}
        </p>
      )}
      {status === 'loading' && <Skeleton label={t('sync.delete.loading')} lines={6} />}
      {status === 'error' && (
        <LoadError
          message={t('sync.delete.error')}
          retryLabel={t('sync.retry')}
          onRetry={() => retryFailed(quota, devices, tasks)}
        />
      )}
      {status === 'ready' && apps.length === 0 && (
        <p className={styles.muted}>{t('sync.delete.empty')}</p>
      )}
      {status === 'ready' && apps.length > 0 && (
        <form
          className={styles.form}
          onSubmit={(event) => {
            event.preventDefault();
            requestDeletion();
          }}
        >
          <SyncAppChoices apps={apps} selected={selected} language={language} />
          <p aria-live="polite" className={styles.muted}>
            {t('sync.delete.selected', { count: selected.length })}
          </p>
          {/* As on the backup delete pages: Cancel, then Delete, which waits for a choice. */}
          <ActionBar>
            <Link to={PortalRoutes.sync} className={buttonClassName('secondary')}>
              {t('sync.delete.cancel')}
            </Link>
            <Button type="submit" disabled={selected.length === 0}>
              {t('sync.delete.submit')}
            </Button>
          </ActionBar>
        </form>
      )}
      {status === 'ready' && apps.length === 0 && (
        <p>
          <Link to={PortalRoutes.sync}>{t('sync.delete.cancel')}</Link>
        </p>
      )}
      <ConfirmationDialog
        open={confirmation.isOpen && selected.length > 0}
        title={t('sync.delete.confirmTitle', { count: selected.length })}
        description={t('sync.delete.confirmText', { apps: appNames(selected) })}
        confirmLabel={t('sync.delete.confirmButton')}
        cancelLabel={t('sync.delete.cancel')}
        busy={deletion.isLoading}
        onConfirm={() => void confirm()}
        onCancel={confirmation.close}
      />
      <ErasureErrorDialog failure={failure} texts={ERROR_TEXTS} onClose={() => setFailure(null)} />
    </Page>
  );
}
