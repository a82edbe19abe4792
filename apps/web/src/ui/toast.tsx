import { useEffect, useRef, useState } from 'react';
import { TOAST_DURATION_MS } from '@cloud-portal/domain/constants';
import styles from './toast.module.css';

export interface ToastProps {
  /** The message on show, or null for none. */
  toast: { id: string; message: string } | null;
  /** Called with the toast's id when its time is up. */
  onDismiss: (id: string) => void;
  durationMs?: number;
}

/**
 * A short status message (spec §9 Toast: 3000 ms). The live region is always in the page, so
 * screen readers announce each message as it appears. The countdown waits while the pointer
 * rests on the toast, so it can be read at leisure (WCAG 2.2.1).
 */
export function Toast({ toast, onDismiss, durationMs = TOAST_DURATION_MS }: ToastProps) {
  const [isHeld, setIsHeld] = useState(false);
  const onDismissRef = useRef(onDismiss);
  useEffect(() => {
    onDismissRef.current = onDismiss;
  }, [onDismiss]);

  const id = toast?.id ?? null;
  useEffect(() => {
    if (id === null || isHeld) return;
    const timer = window.setTimeout(() => onDismissRef.current(id), durationMs);
    return () => window.clearTimeout(timer);
  }, [id, isHeld, durationMs]);

  return (
    <div className={styles.region} role="status" aria-live="polite" aria-atomic="true">
      {toast && (
        <p
          key={toast.id}
          className={styles.toast}
          onPointerEnter={() => setIsHeld(true)}
          onPointerLeave={() => setIsHeld(false)}
        >
          {toast.message}
        </p>
      )}
    </div>
  );
}
