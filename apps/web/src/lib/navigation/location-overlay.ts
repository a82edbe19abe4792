import { useHashOverlay, type HashOverlay } from './hash-overlay';

/**
 * The location and language page is a full-page overlay (spec §2) addressed like the
 * others (lib/navigation/hash-overlay.ts): `#/backup#location`. The browser's Back closes it. The
 * footer opens it; the locale feature shows it.
 */
export const LOCATION_OVERLAY = 'location';

export function useLocationOverlay(): HashOverlay {
  return useHashOverlay(LOCATION_OVERLAY);
}
