import { useTranslation } from 'react-i18next';
import { Button } from '@/ui/button';
import { Dialog } from '@/ui/dialog';
import type { ErasureFailure } from '@/lib/erasure-failure';

export interface ErasureErrorDialogProps {
  /** Why the deletion was refused; closed when null. */
  failure: ErasureFailure | null;
  onClose: () => void;
}

/** "Couldn't delete your data" with what to do and the error code (spec §8 Erasure). */
export function ErasureErrorDialog({ failure, onClose }: ErasureErrorDialogProps) {
  const { t } = useTranslation();
  const message =
    failure?.kind === 'tryLater'
      ? t('sync.delete.errorTryLater', { code: failure.rcode })
      : failure?.kind === 'contactSupport'
        ? t('sync.delete.errorContactSupport', { code: failure.rcode })
        : t('sync.delete.errorOther');
  return (
    <Dialog
      open={failure !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      role="alertdialog"
      title={t('sync.delete.errorTitle')}
      description={message}
      actions={<Button onClick={onClose}>{t('sync.delete.errorOk')}</Button>}
    />
  );
}
