import { setTimeout as sleep } from 'node:timers/promises';

export interface PollLoop {
  /** Stops polling; resolves once the round in hand (if any) has finished. */
  stop(): Promise<void>;
}

/**
 * Runs `round` now and then again `intervalMs` after each round ends, until stopped. A round
 * that throws is reported to `onError` and the loop goes on: a background job outlives a
 * database that is briefly away.
 */
export function startPollLoop(round: (signal: AbortSignal) => Promise<void>, intervalMs: number, onError: (error: unknown) => void): PollLoop {
  const stopping = new AbortController();
  const loop = async () => {
    while (!stopping.signal.aborted) {
      try {
        await round(stopping.signal);
      } catch (error) {
        onError(error);
      }
      await sleep(intervalMs, undefined, { signal: stopping.signal }).catch(() => undefined);
    }
  };
  const running = loop();
  return {
    stop: async () => {
      stopping.abort();
      await running;
    },
  };
}
