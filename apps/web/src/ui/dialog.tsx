import { useRef, type ReactNode, type RefObject } from 'react';
import * as RadixDialog from '@radix-ui/react-dialog';
import styles from './dialog.module.css';

export interface DialogProps {
  open: boolean;
  /** Called with false when the user dismisses it (Escape, a click outside). */
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  description?: ReactNode;
  /** The body, between the description and the actions. */
  children?: ReactNode;
  /** The buttons at the bottom. */
  actions?: ReactNode;
  /** 'alertdialog' for a question that needs an answer (WAI-ARIA alert dialog pattern). */
  role?: 'dialog' | 'alertdialog';
  /** False while work is in progress: Escape and clicks outside do nothing. */
  dismissible?: boolean;
  /** What gets focus when it opens; Radix's default is the first focusable element. */
  initialFocus?: RefObject<HTMLElement | null>;
  /**
   * What gets focus when it closes, instead of what had it before: for a dialog whose action
   * removes the element that opened it.
   */
  finalFocus?: RefObject<HTMLElement | null>;
}

/**
 * A modal dialog (spec §4 Dialog: open, close): focus moves in and is kept inside, the rest of
 * the page is hidden from assistive technology, Escape closes it, and focus goes back to
 * where it was. Built on Radix's dialog; the caller keeps the open state (e.g. a hash overlay).
 */
export function Dialog({
  open,
  onOpenChange,
  title,
  description,
  children,
  actions,
  role = 'dialog',
  dismissible = true,
  initialFocus,
  finalFocus,
}: DialogProps) {
  // Radix gives focus back to a Dialog.Trigger; these dialogs open from anywhere (a hash in
  // the address, the end of a request), so the element focused before is remembered instead.
  const returnFocusTo = useRef<HTMLElement | null>(null);

  function keepOpen(event: Event) {
    if (!dismissible) event.preventDefault();
  }

  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className={styles.overlay} />
        <RadixDialog.Content
          className={styles.content}
          role={role}
          onEscapeKeyDown={keepOpen}
          onInteractOutside={keepOpen}
          onOpenAutoFocus={(event) => {
            returnFocusTo.current =
              document.activeElement instanceof HTMLElement ? document.activeElement : null;
            if (!initialFocus?.current) return;
            event.preventDefault();
            initialFocus.current.focus();
          }}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            const target = finalFocus?.current ?? returnFocusTo.current;
            returnFocusTo.current = null;
            if (target?.isConnected) target.focus();
          }}
          {...(description === undefined && { 'aria-describedby': undefined })}
        >
          <RadixDialog.Title className={styles.title}>{title}</RadixDialog.Title>
          {description !== undefined && (
            <RadixDialog.Description className={styles.description}>
              {description}
            </RadixDialog.Description>
          )}
          {children}
          {actions !== undefined && <div className={styles.actions}>{actions}</div>}
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
