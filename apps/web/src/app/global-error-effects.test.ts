import { afterEach, describe, expect, it } from 'vitest';
import { createMemoryRouter } from 'react-router';
import { PortalRoutes } from '@cloud-portal/contract/portal-routes';
import { handleGlobalError } from '@/lib/api/global-error-handler';
import { progressClosed, progressOpened } from '@/stores/progress-slice';
import { wireGlobalErrorHandling } from './global-error-effects';
import { makeStore } from './store';

const SERVER_ERROR = { status: 500, rcode: 50000001 };

let unwire: () => void = () => undefined;
afterEach(() => unwire());

function wiredApp() {
  const store = makeStore();
  const router = createMemoryRouter(
    [
      { path: PortalRoutes.backup, element: null },
      { path: PortalRoutes.error500, element: null },
    ],
    { initialEntries: [PortalRoutes.backup] },
  );
  unwire = wireGlobalErrorHandling(router, store);
  return { store, router };
}

describe('global error handling wired to the app (spec §8)', () => {
  it('stays on the screen after a 500 while the progress dialog is open', () => {
    const { store, router } = wiredApp();
    store.dispatch(progressOpened({ total: 3 }));

    expect(handleGlobalError(SERVER_ERROR, { isTicketCall: false })).toEqual({ type: 'ignore' });
    expect(router.state.location.pathname).toBe(PortalRoutes.backup);
  });

  it('goes to the 500 page once the progress dialog is closed', async () => {
    const { store, router } = wiredApp();
    store.dispatch(progressOpened({ total: 3 }));
    store.dispatch(progressClosed());

    handleGlobalError(SERVER_ERROR, { isTicketCall: false });
    await expect.poll(() => router.state.location.pathname).toBe(PortalRoutes.error500);
  });
});
