import type { EncryptedStorage } from '@/lib/storage/encrypted-storage';
import type { KeptQueries, KeptQuery } from '@/lib/api/kept-queries';
import { LocalStorageKeys } from '@/lib/storage/storage-keys';

/**
 * The persisted client store (spec §3, last paragraph): chosen slices of the Redux state
 * survive a reload. They are written sealed (lib/storage/encrypted-storage.ts: AES-GCM under a
 * non-extractable key) to local storage, and read back before the store is made, as its
 * preloaded state. Server data stays in RTK Query: the answers the spec names (the backup
 * lists, the device lists) are kept as RTK Query's own cache entries, put back into the
 * cache at start-up (lib/api/kept-queries.ts), and screens show them only until the fresh
 * answer arrives.
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

/** The cached answers to keep: those of the named endpoints of one RTK Query API. */
export interface PersistedQueries {
  reducerPath: string;
  endpointNames: readonly string[];
}

/** What the store keeps across reloads: chosen slices and chosen cached answers. */
export interface PersistedParts {
  slices: readonly PersistedSlice[];
  queries: PersistedQueries;
}

/** Bumped when what is kept changes shape; an older snapshot is then ignored. */
export const PERSISTED_STATE_VERSION = 2;

interface Snapshot {
  version: number;
  slices: Record<string, Record<string, unknown>>;
  queries: Record<string, KeptQuery>;
}

/** What a reload starts from: the kept slices' state and the kept cached answers. */
export interface RestoredState<S> {
  preloadedState: Partial<S>;
  keptQueries: KeptQueries;
}


/** The parts of an RTK Query API's state the kept answers are read from. */
interface ApiStateLike {
  queries: Record<string, { endpointName?: string; originalArgs?: unknown; data?: unknown } | undefined>;
  provided: { keys: Record<string, readonly unknown[] | undefined> };
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

/** The answers of the kept endpoints the cache holds, by cache key (a load in progress keeps its last answer). */
export function keptQueriesOf(state: StateLike, { reducerPath, endpointNames }: PersistedQueries): Record<string, KeptQuery> {
  const api = sliceStateOf(state, reducerPath) as ApiStateLike | undefined;
  const kept: Record<string, KeptQuery> = {};
  for (const [cacheKey, entry] of Object.entries(api?.queries ?? {})) {
    if (entry?.endpointName === undefined || !endpointNames.includes(entry.endpointName)) continue;
    if (entry.data === undefined) continue;
    kept[cacheKey] = {
      endpointName: entry.endpointName,
      originalArgs: entry.originalArgs,
      data: entry.data,
      tags: api?.provided.keys[cacheKey] ?? [],
    };
  }
  return kept;
}

/** The kept answers of a snapshot, of the kept endpoints only. */
function restoreQueries(snapshot: Snapshot, { endpointNames }: PersistedQueries): KeptQueries {
  if (!isRecord(snapshot.queries)) return {};
  return Object.fromEntries(
    Object.entries(snapshot.queries).filter(
      ([, kept]) => isRecord(kept) && endpointNames.includes(String(kept.endpointName)) && Array.isArray(kept.tags),
    ),
  );
}

/**
 * What a reload starts from: each kept slice's initial state with the kept fields laid over
 * it, and the kept answers of the kept endpoints. Fields the slice no longer has are dropped,
 * so a snapshot written by an older build can never smuggle unknown keys in. Nothing kept
 * (or nothing readable): nothing.
 */
export async function restorePersistedState<S extends StateLike>(
  { slices, queries }: PersistedParts,
  storage: EncryptedStorage,
): Promise<RestoredState<S>> {
  let snapshot: Snapshot | null = null;
  try {
    snapshot = await storage.getItem<Snapshot>(LocalStorageKeys.persistedStore);
  } catch {
    // No key store (IndexedDB switched off): start without the kept state.
    return { preloadedState: {}, keptQueries: {} };
  }
  if (
    !isRecord(snapshot) ||
    snapshot.version !== PERSISTED_STATE_VERSION ||
    !isRecord(snapshot.slices)
  )
    return { preloadedState: {}, keptQueries: {} };

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
  return { preloadedState: restored as Partial<S>, keptQueries: restoreQueries(snapshot, queries) };
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

/** What a change is told by: each kept slice's state and each kept answer (compared by reference). */
function keptReferences(state: StateLike, { slices }: PersistedParts, kept: Record<string, KeptQuery>): unknown[] {
  return [
    ...slices.map(({ slice }) => sliceStateOf(state, slice.reducerPath)),
    ...Object.entries(kept).flatMap(([cacheKey, query]) => [cacheKey, query.data]),
  ];
}

function sameReferences(a: readonly unknown[], b: readonly unknown[]): boolean {
  return a.length === b.length && a.every((value, index) => value === b[index]);
}

/** Keeps the chosen slices and answers written whenever one of them changes. */
export function persistState<S extends StateLike>(
  store: WatchedStore<S>,
  parts: PersistedParts,
  storage: EncryptedStorage,
  { isPaused = () => false, delayMs = 200 }: PersistStateOptions<S> = {},
): PersistedStateWriter {
  // The store calls back after every action and most leave the cache as it was: the kept
  // answers are read once per state of the cache, not walked again at each action.
  const keptByCache = new WeakMap<object, Record<string, KeptQuery>>();
  const keptQueries = (state: S): Record<string, KeptQuery> => {
    const cache = sliceStateOf(state, parts.queries.reducerPath);
    if (!isRecord(cache)) return keptQueriesOf(state, parts.queries);
    let kept = keptByCache.get(cache);
    if (kept === undefined) {
      kept = keptQueriesOf(state, parts.queries);
      keptByCache.set(cache, kept);
    }
    return kept;
  };
  const referencesOf = (state: S) => keptReferences(state, parts, keptQueries(state));

  let written = referencesOf(store.getState());
  let timer: ReturnType<typeof setTimeout> | null = null;
  let writing: Promise<void> = Promise.resolve();

  function write(): void {
    timer = null;
    const state = store.getState();
    if (isPaused(state)) return;
    written = referencesOf(state);
    const snapshot: Snapshot = {
      version: PERSISTED_STATE_VERSION,
      slices: Object.fromEntries(
        parts.slices.map(({ slice, fields }) => [
          slice.reducerPath,
          pick(sliceStateOf(state, slice.reducerPath), fields),
        ]),
      ),
      queries: keptQueries(state),
    };
    // Writes run one after another, so the last change is the one that stays.
    writing = writing
      .then(() => storage.setItem(LocalStorageKeys.persistedStore, snapshot))
      .catch(() => undefined);
  }

  const hasChanged = () => !sameReferences(referencesOf(store.getState()), written);

  const unsubscribe = store.subscribe(() => {
    if (isPaused(store.getState())) return;
    if (hasChanged() && timer === null) timer = setTimeout(write, delayMs);
  });

  return {
    stop() {
      unsubscribe();
      if (timer !== null) clearTimeout(timer);
      timer = null;
    },
    async flush() {
      // Also what the store has not announced yet (RTK Query batches its answers' notices).
      if (timer !== null || hasChanged()) {
        if (timer !== null) clearTimeout(timer);
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
