import { useEffect, useRef } from 'react';

/**
 * Moves focus to the returned element whenever `key` changes after the first render: when a
 * panel replaces the one holding focus (the buttons give way to "check your e-mail"),
 * keyboard and screen-reader users land on the new panel instead of the page's start.
 */
export function useFocusOnChange<T extends HTMLElement>(key: string) {
  const ref = useRef<T>(null);
  const previous = useRef(key);
  useEffect(() => {
    if (previous.current === key) return;
    previous.current = key;
    ref.current?.focus();
  }, [key]);
  return ref;
}
