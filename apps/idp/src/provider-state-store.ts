import type { AdapterPayload } from 'oidc-provider';

/**
 * Where the provider keeps its protocol state (sessions, interactions, codes, grants, device
 * codes…), one record per model and id. The portal gives the embedded provider a store on its
 * own database, so provider sessions outlive a restart and several nodes share them; without
 * one the provider keeps them in memory (memory-provider-state-store.ts). Stores only keep
 * and find; what the records mean is the adapter's (provider-state-adapter.ts).
 */
export interface ProviderStateStore {
  /** Saves a record (replacing one under the same model and id); `expiresAt` null: no expiry. */
  upsert(record: ProviderStateRecord): Promise<void>;
  /** The record, unless it expired by `now`. */
  find(model: string, id: string, now: Date): Promise<FoundProviderState | undefined>;
  /** The model's live record whose payload has this `uid` (sessions are found by it). */
  findByUid(model: string, uid: string, now: Date): Promise<FoundProviderState | undefined>;
  /** The model's live record whose payload has this `userCode` (device codes are found by it). */
  findByUserCode(model: string, userCode: string, now: Date): Promise<FoundProviderState | undefined>;
  /** Marks the record used at `at` (codes are single-use). */
  consume(model: string, id: string, at: Date): Promise<void>;
  destroy(model: string, id: string): Promise<void>;
  /** Removes the records of these models whose payload names this grant. */
  revokeByGrantId(grantId: string, models: readonly string[]): Promise<void>;
  /** Removes the records expired by `now`; answers how many. */
  deleteExpired(now: Date): Promise<number>;
}

export interface ProviderStateRecord {
  model: string;
  id: string;
  payload: AdapterPayload;
  expiresAt: Date | null;
}

export interface FoundProviderState {
  payload: AdapterPayload;
  /** When the record was consumed, or null. */
  consumedAt: Date | null;
}
