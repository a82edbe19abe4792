import { SCROLL_BAR_IDLE_MS } from '@cloud-portal/domain/constants';

/** The class on `<html>` while the page's scroll bars rest hidden (ui/theme.css). */
export const SCROLL_BAR_IDLE_CLASS = 'scroll-bar-idle';

/** Using the page: each shows the scroll bars again at once and starts the idle time anew. */
const ACTIVITY_EVENTS = ['scroll', 'wheel', 'pointermove', 'pointerdown', 'touchstart', 'keydown'] as const;

/**
 * Spec §2 Page layout: the scroll bar hides after 6 seconds idle. It is hidden by its
 * colour, not removed, so its gutter stays and nothing on the page moves. Listens in the
 * capture phase, so a scroll inside a list counts as much as the page's own. Answers the
 * clean-up.
 */
export function hideScrollBarsWhenIdle(
  root: HTMLElement = document.documentElement,
  target: Window = window,
  idleMs: number = SCROLL_BAR_IDLE_MS,
): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const wake = () => {
    root.classList.remove(SCROLL_BAR_IDLE_CLASS);
    clearTimeout(timer);
    timer = setTimeout(() => root.classList.add(SCROLL_BAR_IDLE_CLASS), idleMs);
  };
  for (const type of ACTIVITY_EVENTS) target.addEventListener(type, wake, { capture: true, passive: true });
  wake();
  return () => {
    clearTimeout(timer);
    for (const type of ACTIVITY_EVENTS) target.removeEventListener(type, wake, { capture: true });
    root.classList.remove(SCROLL_BAR_IDLE_CLASS);
  };
}
