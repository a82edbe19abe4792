import { vi } from 'vitest';
import { PortalRoutes } from '@cloud-portal/contract/portal-routes';
import type { GlobalErrorEffects } from '@/lib/api/global-error-handler';

/** Global error effects that only record what the handler asked for, on the page at `pathname`. */
export function recordingErrorEffects(pathname: string = PortalRoutes.home): GlobalErrorEffects {
  return {
    pathname: () => pathname,
    isOffline: () => false,
    isProgressDialogOpen: () => false,
    navigate: vi.fn(),
    reload: vi.fn(),
    signOut: vi.fn(),
    clearSession: vi.fn(),
    removeVerifiedFlag: vi.fn(),
  };
}
