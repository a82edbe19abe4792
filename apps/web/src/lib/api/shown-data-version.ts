import { DATA_VERSION_HEADER } from '@cloud-portal/contract/account-changes';

/** The oldest account data counter among the answers the page got since the watch last took it. */
let oldestShown: number | null = null;

/** Notes the data counter an answer names (DATA_VERSION_HEADER), if it names one. */
export function noteShownDataVersion(response: Response): void {
  const header = response.headers.get(DATA_VERSION_HEADER);
  if (header === null || !/^\d+$/.test(header)) return;
  const version = Number(header);
  if (oldestShown === null || version < oldestShown) oldestShown = version;
}

/**
 * The counter the page's data may be as old as, and forgets it: the watch for changes starts
 * from it (app/watch-account-changes.ts), so a change made after the page read its data is
 * seen even when it came before the first wait.
 */
export function takeOldestShownDataVersion(): number | null {
  const version = oldestShown;
  oldestShown = null;
  return version;
}
