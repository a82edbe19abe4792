import { waitForAccountChanges, type AccountChanges } from '@cloud-portal/contract/account-changes';
import { request } from '../lib/api/api-client';
import { ApiError } from '../lib/api/api-error';
import { takeOldestShownDataVersion } from '../lib/api/shown-data-version';

/** After a failed wait, the next one waits this long, doubled on each failure up to the most. */
const RETRY_FIRST_MS = 2_000;
const RETRY_MOST_MS = 60_000;

export interface WatchOptions {
  /** Stops the watch (sign-out, leaving the main screens). */
  signal: AbortSignal;
  /** Waits between retries; the timer in the browser, a controllable one in tests. */
  pause?: (ms: number, signal: AbortSignal) => Promise<void>;
}

/**
 * Calls `onChange` whenever the account's cloud data changes (a device's upload, a deletion
 * in another browser, a job), by waiting on the server's long poll one wait after another
 * (issue 16 part 5). A failure is nobody's business but this loop's: no error dialog, a
 * retry after a growing pause; an ended session stops it (the next call the user makes
 * meets the global handler).
 */
export async function watchAccountChanges(onChange: () => void, { signal, pause = pauseFor }: WatchOptions): Promise<void> {
  // From the oldest counter the page's data was read under: a change since then is news.
  let since: number | undefined = takeOldestShownDataVersion() ?? undefined;
  let retryMs = RETRY_FIRST_MS;
  while (!signal.aborted) {
    try {
      const query = since === undefined ? '' : `?since=${since}`;
      const answer = await request<AccountChanges>('GET', `${waitForAccountChanges.path}${query}`, { signal, skipGlobalErrorHandler: true });
      if (answer.changed) {
        // The refetches it starts note their counters anew; the answer's is the one to wait from.
        takeOldestShownDataVersion();
        onChange();
      }
      since = answer.version;
      retryMs = RETRY_FIRST_MS;
    } catch (error) {
      if (signal.aborted) return;
      if (error instanceof ApiError && (error.status === 401 || error.status === 403)) return;
      await pause(retryMs, signal);
      retryMs = Math.min(retryMs * 2, RETRY_MOST_MS);
    }
  }
}

function pauseFor(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener('abort', () => {
      clearTimeout(timer);
      resolve();
    }, { once: true });
  });
}
