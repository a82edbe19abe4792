import type { ParseKeys } from 'i18next';
import { useTranslation } from 'react-i18next';
import { Button } from '@/ui/button';
import { Dialog } from '@/ui/dialog';
import type { ErasureFailure } from './erasure-failure';

/** The texts of one screen's dialog: each screen words it in its own area (spec §8 Erasure). */
export interface ErasureErrorTexts {
  title: ParseKeys;
  /** 49512 / 49209, with `{{code}}`. */
  tryLater: ParseKeys;
  /** 101901 / 101902, with `{{code}}`. */
  contactSupport: ParseKeys;
  /** Any other refusal. */
  other: ParseKeys;
  /** Any other refusal that came with an rcode, with `{{code}}`; `other` when left out. */
  otherWithCode?: ParseKeys;
  close: ParseKeys;
}

export interface ErasureErrorDialogProps {
  /** Why the request was refused; closed when null. */
  failure: ErasureFailure | null;
  texts: ErasureErrorTexts;
  onClose: () => void;
}

/** "Couldn't delete your data", with what to do and the error code (spec §8 Erasure). */
export function ErasureErrorDialog({ failure, texts, onClose }: ErasureErrorDialogProps) {
  const { t } = useTranslation();
  return (
    <Dialog
      open={failure !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      role="alertdialog"
      title={t(texts.title)}
      description={failure === null ? '' : messageOf(failure, texts, t)}
      actions={<Button onClick={onClose}>{t(texts.close)}</Button>}
    />
  );
}

function messageOf(failure: ErasureFailure, texts: ErasureErrorTexts, t: (key: ParseKeys, options?: { code: number }) => string): string {
  switch (failure.kind) {
    case 'tryLater':
      return t(texts.tryLater, { code: failure.rcode });
    case 'contactSupport':
      return t(texts.contactSupport, { code: failure.rcode });
    case 'other':
      return failure.rcode !== null && texts.otherWithCode ? t(texts.otherWithCode, { code: failure.rcode }) : t(texts.other);
    case 'passwordRequired':
      return t(texts.other);
  }
}
