import { useSyncExternalStore } from 'react';
import { fileRowStep } from '@cloud-portal/domain/file-row-step';

function subscribe(onChange: () => void): () => void {
  window.addEventListener('resize', onChange);
  return () => window.removeEventListener('resize', onChange);
}

// innerWidth includes the scroll bar, as the width that media queries test does.
const snapshot = () => fileRowStep(window.innerWidth);

/**
 * The height of one file row, and the distance the page scrolls per row, at the window's
 * width now (spec §2 Page layout, `fileRowStep`); re-renders when the width crosses 600 px.
 */
export function useFileRowStep(): number {
  return useSyncExternalStore(subscribe, snapshot, snapshot);
}
