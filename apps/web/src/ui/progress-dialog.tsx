import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from './button';
import { Dialog } from './dialog';
import styles from './progress-dialog.module.css';

export interface ProgressDialogProps {
  open: boolean;
  title: string;
  /** Steps finished. */
  completed: number;
  total: number;
  /** Set when a step failed: the work stopped and the dialog says why. */
  error: { message: string; rcode: number | null } | null;
  /** Closes the dialog after an error. */
  onClose: () => void;
}

/**
 * Follows a batch of calls (spec §4 Progress dialog): a progress bar with "n of N" while they
 * run, which cannot be dismissed; on an error, the message and the server's code and a Close
 * button.
 */
export function ProgressDialog({ open, title, completed, total, error, onClose }: ProgressDialogProps) {
  const { t } = useTranslation();
  const labelId = useId();
  const count = t('ui.progress.count', { completed, total });

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next && error) onClose();
      }}
      title={title}
      dismissible={error !== null}
      actions={
        error ? (
          <Button variant="secondary" onClick={onClose}>
            {t('ui.progress.close')}
          </Button>
        ) : undefined
      }
    >
      {error ? (
        <div role="alert" className={styles.error}>
          <p>{error.message}</p>
          {error.rcode !== null && (
            <p className={styles.code}>{t('ui.progress.errorCode', { rcode: error.rcode })}</p>
          )}
        </div>
      ) : (
        <div className={styles.progress}>
          <progress
            className={styles.bar}
            value={completed}
            max={Math.max(total, 1)}
            aria-labelledby={labelId}
            aria-valuetext={count}
          />
          <p id={labelId} className={styles.count}>
            {count}
          </p>
        </div>
      )}
    </Dialog>
  );
}
