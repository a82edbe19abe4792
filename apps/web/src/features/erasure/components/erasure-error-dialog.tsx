import { useTranslation } from 'react-i18next';
import type { ErasureFailure } from '@/lib/erasure-failure';
import { Button } from '@/ui/button';
import { Dialog } from '@/ui/dialog';

export interface ErasureErrorDialogProps {
  /** Why the request was refused; closed when null. */
  failure: Exclude<ErasureFailure, { kind: 'passwordRequired' }> | null;
  onClose: () => void;
}

/** "Couldn't delete your data", with what to do and the error code (spec §8 Erasure). */
export function ErasureErrorDialog({ failure, onClose }: ErasureErrorDialogProps) {
  const { t } = useTranslation();
  let message = '';
  if (failure?.kind === 'tryLater') message = t('erasure.error.tryLater', { code: failure.rcode });
  else if (failure?.kind === 'contactSupport') message = t('erasure.error.contactSupport', { code: failure.rcode });
  else if (failure?.kind === 'other') {
    message = failure.rcode === null ? t('erasure.error.other') : t('erasure.error.otherWithCode', { code: failure.rcode });
  }

  return (
    <Dialog
      open={failure !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      role="alertdialog"
      title={t('erasure.error.title')}
      description={message}
      actions={<Button onClick={onClose}>{t('erasure.error.close')}</Button>}
    />
  );
}
