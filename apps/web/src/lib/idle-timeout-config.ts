import { IDLE_TIMEOUT_MS, IDLE_WARNING_BEFORE_MS } from '@cloud-portal/domain/constants';
import { SessionStorageKeys } from './storage/storage-keys';

/** Below this a time-out would sign the user out while the page still loads. */
const SHORTEST_TIMEOUT_MS = 2000;

function parseMs(value: string | null | undefined): number | null {
  if (value === null || value === undefined || !/^\d+$/.test(value.trim())) return null;
  const ms = Number(value);
  return Number.isSafeInteger(ms) && ms >= SHORTEST_TIMEOUT_MS ? ms : null;
}

function readOverride(): string | null {
  try {
    return sessionStorage.getItem(SessionStorageKeys.idleTimeoutOverride);
  } catch {
    return null;
  }
}

/**
 * The idle time-out (spec §4 Session time-out, §9: 30 minutes). A build can set another one
 * with `VITE_IDLE_TIMEOUT_MS`; tests shorten it at run time through the session-storage item
 * `cp.idleTimeoutMs`. The run-time value can only shorten the time-out, never lengthen it,
 * so a page script cannot keep a session open longer than the build allows.
 */
export function idleTimeoutMs(
  buildValue: string | undefined = import.meta.env.VITE_IDLE_TIMEOUT_MS,
  override: string | null = readOverride(),
): number {
  const configured = parseMs(buildValue) ?? IDLE_TIMEOUT_MS;
  const shorter = parseMs(override);
  return shorter !== null && shorter < configured ? shorter : configured;
}

/**
 * How long before the time-out the "stay signed in" warning shows (WCAG 2.2.1 Timing
 * Adjustable: two minutes, or half of a time-out shorter than four minutes).
 */
export function idleWarningMs(timeoutMs: number): number {
  return Math.min(IDLE_WARNING_BEFORE_MS, Math.floor(timeoutMs / 2));
}
