import { useRef, type ReactNode, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from './button';
import { Dialog } from './dialog';

export interface ConfirmationDialogProps {
  open: boolean;
  title: ReactNode;
  description?: ReactNode;
  /** The confirming action, e.g. 'Delete'. */
  confirmLabel: string;
  /** Defaults to 'Cancel'. */
  cancelLabel?: string;
  onConfirm: () => void;
  /** Cancel, Escape or a click outside. */
  onCancel: () => void;
  /** The confirming call is being made: both buttons say so and wait. */
  busy?: boolean;
  /** Where focus goes when it closes, when the element that opened it may be gone (see Dialog). */
  finalFocus?: RefObject<HTMLElement | null>;
}

/**
 * Asks before doing something that cannot be undone. An alert dialog whose first focus is on
 * Cancel, so a stray Enter never confirms (WAI-ARIA alert dialog pattern).
 */
export function ConfirmationDialog({
  open,
  title,
  description,
  confirmLabel,
  cancelLabel,
  onConfirm,
  onCancel,
  busy = false,
  finalFocus,
}: ConfirmationDialogProps) {
  const { t } = useTranslation();
  const cancelRef = useRef<HTMLButtonElement>(null);

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) onCancel();
      }}
      role="alertdialog"
      title={title}
      description={description}
      dismissible={!busy}
      initialFocus={cancelRef}
      {...(finalFocus && { finalFocus })}
      actions={
        <>
          <Button ref={cancelRef} variant="secondary" onClick={onCancel} busy={busy}>
            {cancelLabel ?? t('ui.confirmation.cancel')}
          </Button>
          <Button onClick={onConfirm} busy={busy}>
            {confirmLabel}
          </Button>
        </>
      }
    />
  );
}
