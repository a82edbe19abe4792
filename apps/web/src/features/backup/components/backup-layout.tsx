import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import { BACKUP_VIEW_MAX_WIDTH_PX } from '@cloud-portal/domain/constants';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { progressClosed, selectProgress } from '@/stores/progress-slice';
import { selectToast, toastDismissed } from '@/stores/toast-slice';
import { ProgressDialog } from '@/ui/progress-dialog';
import { Toast } from '@/ui/toast';
import styles from './backup-layout.module.css';

/**
 * The frame of the backup screens: at most 900 px wide (spec §2 Page layout), with the
 * progress dialog and the toast their deletions use, so both outlive a move between them
 * (a deletion ends on the list it returns to, with a toast).
 */
export function BackupLayout() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const progress = useAppSelector(selectProgress);
  const toast = useAppSelector(selectToast);

  return (
    <div className={styles.layout} style={{ maxInlineSize: BACKUP_VIEW_MAX_WIDTH_PX }}>
      <Outlet />
      <ProgressDialog
        open={progress.isOpen}
        title={t('backup.progress.title')}
        completed={progress.completed}
        total={progress.total}
        error={progress.error}
        onClose={() => dispatch(progressClosed())}
      />
      <Toast toast={toast} onDismiss={(id) => dispatch(toastDismissed(id))} />
    </div>
  );
}
