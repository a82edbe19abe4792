import { useSyncExternalStore } from 'react';
import { SHORT_INTERVAL_MS } from '@cloud-portal/domain/constants';

function subscribe(onTick: () => void): () => void {
  const timer = window.setInterval(onTick, SHORT_INTERVAL_MS);
  document.addEventListener('visibilitychange', onTick);
  return () => {
    window.clearInterval(timer);
    document.removeEventListener('visibilitychange', onTick);
  };
}

/** The time to the whole second, so the value holds still between ticks. */
function snapshot(): number {
  return Math.floor(Date.now() / SHORT_INTERVAL_MS) * SHORT_INTERVAL_MS;
}

/** The current time, updated every second (spec §9: the 1000 ms interval), for countdowns. */
export function useNow(): number {
  return useSyncExternalStore(subscribe, snapshot, snapshot);
}
