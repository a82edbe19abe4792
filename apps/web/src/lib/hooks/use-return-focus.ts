import { useCallback, useLayoutEffect, useRef } from 'react';

/**
 * Gives focus back to what had it before a dialog opened (WCAG 2.4.3 Focus Order). Radix
 * returns focus only to its own Trigger; dialogs opened from elsewhere (a footer button, a
 * link in the banner, the address) pass the returned handler as `onCloseAutoFocus`.
 */
export function useReturnFocus(isOpen: boolean): (event: Event) => void {
  const opener = useRef<HTMLElement | null>(null);

  // A layout effect runs before the dialog's own effects move focus inside it.
  useLayoutEffect(() => {
    if (!isOpen) return;
    const active = document.activeElement;
    opener.current = active instanceof HTMLElement && active !== document.body ? active : null;
  }, [isOpen]);

  return useCallback((event: Event) => {
    const target = opener.current;
    opener.current = null;
    if (target === null || !target.isConnected) return;
    event.preventDefault();
    target.focus();
  }, []);
}
