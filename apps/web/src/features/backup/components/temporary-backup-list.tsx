import { useCallback, useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PortalRoutes } from '@cloud-portal/contract/portal-routes';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { selectionReset, selectionSet, selectSelectedIds } from '@/stores/selection-slice';
import { toastShown } from '@/stores/toast-slice';
import { Button } from '@/ui/button';
import { ConfirmationDialog } from '@/ui/confirmation-dialog';
import { isAlreadyPostponed, useExtendTemporaryBackupMutation } from '../api/extend-temporary-backup';
import type { TemporaryBackupView } from '../api/get-temporary-backups';
import { deletionCalls } from '../deletion-plan';
import type { PendingDeletion } from '../pending-deletion';
import { useDeletionFlow } from '../use-deletion-flow';
import { useDeviceImage } from '@/stores/use-device-images';
import { useDeviceName } from '@/stores/use-device-name';
import { DeviceName } from '@/ui/device-name';
import { useTemporaryBackups } from '../use-kept-backup-lists';
import { useFormatters } from '@/i18n/use-formatters';
import { DevicePicture } from './device-picture';
import { ListEmpty, ListError, ListLoading } from './list-states';
import styles from './backup-lists.module.css';

function TemporaryBackupItem({ backup, onDelete }: { backup: TemporaryBackupView; onDelete: (id: string) => void }) {
  const { t } = useTranslation();
  const { formatDate, formatSize } = useFormatters();
  const image = useDeviceImage(backup.device.model);
  const { name, isPending } = useDeviceName(backup.device);
  const nameId = useId();
  const postponedId = useId();
  const [extend, { isLoading: isExtending }] = useExtendTemporaryBackupMutation();
  const [message, setMessage] = useState<string | null>(null);

  async function handleExtend() {
    setMessage(null);
    try {
      const extended = await extend({ id: backup.id }).unwrap();
      setMessage(t('backup.temporary.extended', { date: formatDate(extended.expiryAt, { withYear: true }) }));
    } catch (error) {
      // The extend call answers its own errors as { status, rcode } (extend-temporary-backup.ts).
      const failure = error as { status: number; rcode: number | null };
      setMessage(isAlreadyPostponed(failure) ? t('backup.temporary.alreadyPostponed') : t('backup.errors.network'));
    }
  }

  return (
    <li className={styles.row}>
      <DevicePicture image={image?.image ?? null} deviceType={backup.device.deviceType} />
      <div className={styles.text}>
        <h2 id={nameId} className={styles.name}>
          <DeviceName name={name} isPending={isPending} />
        </h2>
        <p className={styles.meta}>
          <span>{t('backup.temporary.created', { date: formatDate(backup.createdAt, { withYear: true }) })}</span>
          <span>{formatSize(backup.size)}</span>
          <span>{t('backup.temporary.items', { count: backup.itemCount })}</span>
        </p>
        <p className={styles.meta}>
          <span>{t('backup.temporary.expires', { date: formatDate(backup.expiryAt, { withYear: true }) })}</span>
          <span>{t('backup.temporary.daysLeft', { count: backup.daysLeft })}</span>
          {backup.isExpiringSoon && <span className={styles.warning}>{t('backup.temporary.expiringSoon')}</span>}
          {backup.extended && <span id={postponedId}>{t('backup.temporary.alreadyPostponed')}</span>}
        </p>
        <div className={styles.actions}>
          {/* Postponed once, it cannot be again (spec §8): Extend stays where it is, and says why. */}
          <Button
            variant="secondary"
            aria-describedby={backup.extended ? `${nameId} ${postponedId}` : nameId}
            aria-disabled={backup.extended || undefined}
            busy={isExtending}
            onClick={backup.extended ? undefined : () => void handleExtend()}
          >
            {t('backup.temporary.extend')}
          </Button>
          <Button variant="secondary" aria-describedby={nameId} onClick={() => onDelete(backup.id)}>
            {t('backup.temporary.delete')}
          </Button>
        </div>
        <p className={styles.message} role="status">
          {message}
        </p>
      </div>
    </li>
  );
}

/**
 * The Temporary backups tab (spec §3 Temporary backup): each backup with its device, expiry
 * date and days left; postpone the expiry once, or delete it behind the password and a
 * confirmation.
 */
export function TemporaryBackupList() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const { data, isError, refetch, isShowingKept } = useTemporaryBackups();
  const selectedIds = useAppSelector(selectSelectedIds);

  const deletion = useMemo((): PendingDeletion | null => {
    const ids = selectedIds.filter((id) => data?.some((backup) => backup.id === id));
    return ids.length > 0 ? { kind: 'temporary', ids } : null;
  }, [data, selectedIds]);

  const flow = useDeletionFlow({
    returnTo: PortalRoutes.backup,
    deletion,
    callsFor: useCallback((choice: PendingDeletion) => deletionCalls(choice), []),
    onDone: useCallback(() => {
      dispatch(selectionReset());
      dispatch(toastShown(t('backup.temporary.deleted')));
    }, [dispatch, t]),
  });
  const { requestDeletion } = flow;

  // The choice becomes the selection first, so it is kept across the password round trip.
  const startDeletion = useCallback(
    (id: string) => {
      dispatch(selectionSet([id]));
      requestDeletion({ kind: 'temporary', ids: [id] });
    },
    [dispatch, requestDeletion],
  );

  if (data === undefined) {
    return isError ? (
      <ListError message={t('backup.temporary.loadError')} retryLabel={t('backup.retry')} onRetry={() => void refetch()} />
    ) : (
      <ListLoading label={t('backup.temporary.loading')} />
    );
  }

  return (
    // The list kept from the last visit is on show until the fresh one arrives.
    <div className={styles.section} aria-busy={isShowingKept || undefined}>
      <p className={styles.intro}>{t('backup.temporary.intro')}</p>
      {data.length === 0 ? (
        <ListEmpty title={t('backup.temporary.emptyTitle')}>
          <p>{t('backup.temporary.emptyText')}</p>
          <Link to={PortalRoutes.infoCloudTemporaryBackup}>{t('backup.temporary.help')}</Link>
        </ListEmpty>
      ) : (
        <ul className={styles.list}>
          {data.map((backup) => (
            <TemporaryBackupItem key={backup.id} backup={backup} onDelete={startDeletion} />
          ))}
        </ul>
      )}
      <ConfirmationDialog
        open={flow.confirmation.isOpen && deletion !== null}
        title={t('backup.temporary.confirmTitle')}
        description={t('backup.temporary.confirmText')}
        confirmLabel={t('backup.temporary.confirmDelete')}
        onConfirm={flow.confirm}
        onCancel={flow.confirmation.close}
      />
    </div>
  );
}
