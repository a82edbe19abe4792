import type { EncryptedStorage } from '@/lib/encrypted-storage';
import { LocalStorageKeys } from '@/lib/storage-keys';

/**
 * The persisted client store (spec §3, last paragraph): chosen slices of the Redux state
 * survive a reload. They are written sealed (lib/encrypted-storage.ts: AES-GCM under a
 * non-extractable key) to local storage, and read back before the store is made, as its
 * preloaded state. Server data stays in RTK Query and is fetched afresh by each route; the
 * answers the spec names (the backup lists, the profile) are copied into slices to be kept,
 * and screens show the copy only until the fresh answer arrives.
 *
 * Wiring (app layer): `restorePersistedState` before `makeStore`, then `persistState` on
 * the new store. Full logout clears local storage and deletes the key database
 * (`deleteKeyDatabase`), after which nothing written before can be opened.
 */

/** One slice to keep: every field of it, or only the listed ones. */
export interface PersistedSlice {
  slice: { reducerPath: string; getInitialState(): unknown };
  fields?: readonly string[];
}

/** Bumped when what is kept changes shape; an older snapshot is then ignored. */
export const PERSISTED_STATE_VERSION = 1;

interface Snapshot {
  version: number;
  slices: Record<string, Record<string, unknown>>;
}

type StateLike = object;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function sliceStateOf(state: StateLike, reducerPath: string): unknown {
  return (state as Record<string, unknown>)[reducerPath];
}

function pick(sliceState: unknown, fields: readonly string[] | undefined): Record<string, unknown> {
  if (!isRecord(sliceState)) return {};
  if (fields === undefined) return { ...sliceState };
  return Object.fromEntries(
    fields.filter((field) => field in sliceState).map((field) => [field, sliceState[field]]),
  );
}

/**
 * The preloaded state the kept slices start from: each slice's initial state with the kept
 * fields laid over it. Fields the slice no longer has are dropped, so a snapshot written by
 * an older build can never smuggle unknown keys in. Nothing kept (or nothing readable): {}.
 */
export async function restorePersistedState<S extends StateLike>(
  slices: readonly PersistedSlice[],
  storage: EncryptedStorage,
): Promise<Partial<S>> {
  let snapshot: Snapshot | null = null;
  try {
    snapshot = await storage.getItem<Snapshot>(LocalStorageKeys.persistedStore);
  } catch {
    // No key store (IndexedDB switched off): start without the kept state.
    return {};
  }
  if (
    !isRecord(snapshot) ||
    snapshot.version !== PERSISTED_STATE_VERSION ||
    !isRecord(snapshot.slices)
  )
    return {};

  const restored: Record<string, unknown> = {};
  for (const { slice, fields } of slices) {
    const kept = snapshot.slices[slice.reducerPath];
    const initial = slice.getInitialState();
    if (!isRecord(kept) || !isRecord(initial)) continue;
    const allowed = (fields ?? Object.keys(initial)).filter(
      (field) => field in initial && field in kept,
    );
    restored[slice.reducerPath] = {
      ...initial,
      ...Object.fromEntries(allowed.map((field) => [field, kept[field]])),
    };
  }
  return restored as Partial<S>;
}

export interface PersistStateOptions<S> {
  /**
   * Nothing is written while this says so: signed out, or on the login, logout and time-out
   * pages (spec §2 "purge and pause the cached store").
   */
  isPaused?: (state: S) => boolean;
  /** Changes within this many milliseconds are written once. */
  delayMs?: number;
}

export interface PersistedStateWriter {
  /** Stops watching the store. */
  stop(): void;
  /** Resolves once every scheduled write is done. */
  flush(): Promise<void>;
}

interface WatchedStore<S> {
  getState(): S;
  subscribe(listener: () => void): () => void;
}

/** Keeps the chosen slices written whenever one of them changes (compared by reference). */
export function persistState<S extends StateLike>(
  store: WatchedStore<S>,
  slices: readonly PersistedSlice[],
  storage: EncryptedStorage,
  { isPaused = () => false, delayMs = 200 }: PersistStateOptions<S> = {},
): PersistedStateWriter {
  let written = slices.map(({ slice }) => sliceStateOf(store.getState(), slice.reducerPath));
  let timer: ReturnType<typeof setTimeout> | null = null;
  let writing: Promise<void> = Promise.resolve();

  function write(): void {
    timer = null;
    const state = store.getState();
    if (isPaused(state)) return;
    written = slices.map(({ slice }) => sliceStateOf(state, slice.reducerPath));
    const snapshot: Snapshot = {
      version: PERSISTED_STATE_VERSION,
      slices: Object.fromEntries(
        slices.map(({ slice, fields }) => [
          slice.reducerPath,
          pick(sliceStateOf(state, slice.reducerPath), fields),
        ]),
      ),
    };
    // Writes run one after another, so the last change is the one that stays.
    writing = writing
      .then(() => storage.setItem(LocalStorageKeys.persistedStore, snapshot))
      .catch(() => undefined);
  }

  const unsubscribe = store.subscribe(() => {
    const state = store.getState();
    if (isPaused(state)) return;
    const changed = slices.some(
      ({ slice }, index) => sliceStateOf(state, slice.reducerPath) !== written[index],
    );
    if (changed && timer === null) timer = setTimeout(write, delayMs);
  });

  return {
    stop() {
      unsubscribe();
      if (timer !== null) clearTimeout(timer);
      timer = null;
    },
    async flush() {
      if (timer !== null) {
        clearTimeout(timer);
        write();
      }
      await writing;
    },
  };
}

/** Forgets the kept state (the login page starts from a clean slate). */
export function purgePersistedState(storage: Pick<EncryptedStorage, 'removeItem'>): void {
  storage.removeItem(LocalStorageKeys.persistedStore);
}
