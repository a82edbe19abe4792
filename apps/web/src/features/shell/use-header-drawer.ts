import { useCallback, useId, useRef, useState, type FocusEvent, type KeyboardEvent } from 'react';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { drawerClosed, drawerOpened, selectOpenDrawer, type HeaderDrawer } from '@/stores/layout-slice';
import { useCloseOnOutsidePress } from '@/ui/use-close-on-outside-press';

/**
 * What the header's two drawers (profile, notifications) do alike (spec §2). Whether one is
 * open lives in the store, where opening one closes the other. Opened from the keyboard,
 * focus moves in (`focusRequest` counts the requests); closed with Escape, focus goes back
 * to the button. A press outside the wrapper, or focus leaving it, closes the drawer.
 * `onClose` runs first on every close the menu makes (it must keep one identity).
 */
export function useHeaderDrawer(drawer: HeaderDrawer, onClose?: () => void) {
  const dispatch = useAppDispatch();
  const isOpen = useAppSelector(selectOpenDrawer) === drawer;
  const drawerId = useId();
  const wrapperRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const [focusRequest, setFocusRequest] = useState(0);

  const open = useCallback(
    (moveFocusIn: boolean) => {
      dispatch(drawerOpened(drawer));
      if (moveFocusIn) setFocusRequest((count) => count + 1);
    },
    [dispatch, drawer],
  );

  const close = useCallback(
    (returnFocus: boolean) => {
      onClose?.();
      dispatch(drawerClosed(drawer));
      if (returnFocus) buttonRef.current?.focus();
    },
    [dispatch, drawer, onClose],
  );

  useCloseOnOutsidePress(isOpen, wrapperRef, close);

  function handleBlur(event: FocusEvent<HTMLDivElement>) {
    const next = event.relatedTarget as Node | null;
    if (isOpen && next !== null && !wrapperRef.current?.contains(next)) close(false);
  }

  /**
   * The button's keys: Enter or ArrowDown opens the drawer through `openWithKeyboard` (left
   * to the button's own click when null); Escape closes an open drawer, focus on the button.
   */
  function handleButtonKeyDown(event: KeyboardEvent<HTMLButtonElement>, openWithKeyboard: (() => void) | null) {
    if ((event.key === 'Enter' || event.key === 'ArrowDown') && openWithKeyboard !== null) {
      event.preventDefault();
      openWithKeyboard();
    } else if (event.key === 'Escape' && isOpen) {
      event.preventDefault();
      close(true);
    }
  }

  /** The wrapper of the button and its drawer: focus leaving it closes the drawer. */
  const wrapperProps = { ref: wrapperRef, onBlur: handleBlur };

  /** The disclosure attributes of the button that opens the drawer. */
  const buttonProps = {
    ref: buttonRef,
    type: 'button',
    'aria-haspopup': 'dialog',
    'aria-expanded': isOpen,
    'aria-controls': isOpen ? drawerId : undefined,
  } as const;

  return { isOpen, drawerId, wrapperRef, focusRequest, open, close, handleButtonKeyDown, wrapperProps, buttonProps };
}
