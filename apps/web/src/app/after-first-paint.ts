import { nextTask } from './next-task';

/**
 * Runs `work` once the page has painted: an animation frame comes just before the next paint,
 * a task queued from it runs just after. The page's first paint then waits for nothing the
 * start-up script asks for. A hidden tab paints nothing: the work runs at once.
 */
export function afterFirstPaint(work: () => void, doc: Document = document): void {
  if (doc.visibilityState === 'hidden' || typeof requestAnimationFrame !== 'function') {
    work();
    return;
  }
  requestAnimationFrame(() => void nextTask().then(work));
}
