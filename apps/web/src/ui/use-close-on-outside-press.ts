import { useEffect, type RefObject } from 'react';

/**
 * While `isOpen`, a touch or click anywhere outside `container` closes what it holds (a
 * header menu and its drawer), leaving focus where the press put it.
 */
export function useCloseOnOutsidePress(
  isOpen: boolean,
  container: RefObject<HTMLElement | null>,
  close: (returnFocus: boolean) => void,
): void {
  useEffect(() => {
    if (!isOpen) return;
    function onPointerDown(event: PointerEvent) {
      if (!container.current?.contains(event.target as Node)) close(false);
    }
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [isOpen, container, close]);
}
