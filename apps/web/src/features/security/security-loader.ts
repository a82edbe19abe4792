import type { AppStore } from '@/app/store';
import { whenSignedIn } from '@/lib/api/when-signed-in';
import { getBrowserSessions } from './api/get-browser-sessions';
import { getSecurityEvents } from './api/get-security-events';

/** The security page's data, loaded before it shows; each section shows its own failure. */
export function securityLoader(store: AppStore) {
  return async () => {
    if (!(await whenSignedIn(store))) return null;
    const options = { subscribe: false, forceRefetch: true } as const;
    await Promise.all([
      store.dispatch(getBrowserSessions.initiate(undefined, options)),
      store.dispatch(getSecurityEvents.initiate(undefined, options)),
    ]);
    return null;
  };
}
