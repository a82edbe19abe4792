import { useCallback, useContext, useMemo, useState } from 'react';
import {
  UNSAFE_DataRouterContext as DataRouterContext,
  useLocation,
  useNavigate,
  type ShouldRevalidateFunctionArgs,
} from 'react-router';

/*
 * Overlays addressed by a hash fragment (spec §2: "#selection, #photo, #detailApp,
 * #confirmationDialog open overlays. Going back closes them before a navigation").
 *
 * The route itself is the hash (`#/backup/delete`), so an overlay is a second fragment after
 * it: `#/backup/delete#confirmationDialog`. React Router's hash history already reads
 * everything after that second `#` as the location's own `hash`, so the route still matches
 * `/backup/delete` and the overlay name is `location.hash`. Overlays stack:
 * `#/gallery#photo#confirmationDialog` has both open, the last one on top.
 *
 * Opening pushes a history entry (marked in its state), so the browser's Back button removes
 * the top overlay and stays on the screen. Closing from the page (a Cancel button, Escape)
 * goes back when the top entry is the one the overlay pushed, and otherwise (the address was
 * opened or reloaded with the fragment) replaces the entry without it, so closing never
 * leaves the screen. A closed overlay hides at once, before the history step completes
 * (React Router may first run the screen's loaders again for it).
 */

/** The history-state field that marks an entry pushed by opening an overlay. */
const OPENED_OVERLAY = 'openedOverlay';

/** The overlays a location hash names, bottom first: '#a#b' → ['a', 'b']. */
export function overlaysOf(hash: string): string[] {
  return hash.split('#').filter((name) => name !== '');
}

function hashOf(overlays: readonly string[]): string {
  return overlays.length === 0 ? '' : `#${overlays.join('#')}`;
}

/** The hash with `name` opened on top; unchanged when it is already open. */
export function hashWithOverlay(hash: string, name: string): string {
  const overlays = overlaysOf(hash);
  return overlays.includes(name) ? hash : hashOf([...overlays, name]);
}

/** The hash with `name` closed, and every overlay stacked above it (they belong to it). */
export function hashWithoutOverlay(hash: string, name: string): string {
  const overlays = overlaysOf(hash);
  const index = overlays.indexOf(name);
  return index === -1 ? hash : hashOf(overlays.slice(0, index));
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/**
 * For a route's `shouldRevalidate`: opening or closing an overlay changes only the hash of
 * the same screen, so its loaders need not run again (React Router re-runs them on a Back to
 * the same path otherwise).
 */
export function keepDataWhenOnlyOverlayChanges({
  currentUrl,
  nextUrl,
  formMethod,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs): boolean {
  const sameScreen =
    currentUrl.pathname === nextUrl.pathname && currentUrl.search === nextUrl.search;
  if (sameScreen && formMethod === undefined && currentUrl.hash !== nextUrl.hash) return false;
  return defaultShouldRevalidate;
}

export interface HashOverlay {
  /** Open on screen (false at once after close()). */
  isOpen: boolean;
  /** The address still names it: false once a close() has completed its history step. */
  isInAddress: boolean;
  /** Opens the overlay with a new history entry; nothing when it is open already. */
  open: () => void;
  /** Closes it (and any overlay above it) without leaving the screen. */
  close: () => void;
}

/** Open state of the overlay `name`, kept in the address (see the top of this file). */
export function useHashOverlay(name: string): HashOverlay {
  const location = useLocation();
  const navigate = useNavigate();
  // The router as it is when close() runs, not as it was at the last render.
  const router = useContext(DataRouterContext)?.router;
  // The entry close() is leaving: shown closed until the router moves on from it.
  const [closingKey, setClosingKey] = useState<string | null>(null);
  const isInAddress = overlaysOf(location.hash).includes(name);
  const isOpen = isInAddress && closingKey !== location.key;

  const open = useCallback(() => {
    if (overlaysOf(location.hash).includes(name)) return;
    const state = isRecord(location.state) ? location.state : {};
    void navigate(
      {
        pathname: location.pathname,
        search: location.search,
        hash: hashWithOverlay(location.hash, name),
      },
      { state: { ...state, [OPENED_OVERLAY]: name }, preventScrollReset: true },
    );
  }, [location, name, navigate]);

  const close = useCallback(() => {
    const overlays = overlaysOf(location.hash);
    if (!overlays.includes(name)) return;
    // Something else (the global error handler) has already sent the user to another
    // screen: stepping back now would undo that navigation, so the overlay goes with it.
    const current = router?.state.navigation.location ?? router?.state.location;
    if (current && current.pathname !== location.pathname) return;
    setClosingKey(location.key);
    const pushedByOpen = isRecord(location.state) && location.state[OPENED_OVERLAY] === name;
    if (overlays.at(-1) === name && pushedByOpen) {
      void navigate(-1);
      return;
    }
    const state = isRecord(location.state) ? { ...location.state } : {};
    delete state[OPENED_OVERLAY];
    void navigate(
      {
        pathname: location.pathname,
        search: location.search,
        hash: hashWithoutOverlay(location.hash, name),
      },
      { replace: true, state, preventScrollReset: true },
    );
  }, [location, name, navigate, router]);

  return useMemo(() => ({ isOpen, isInAddress, open, close }), [isOpen, isInAddress, open, close]);
}
