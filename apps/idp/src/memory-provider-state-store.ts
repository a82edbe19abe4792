import type { AdapterPayload } from 'oidc-provider';
import type { FoundProviderState, ProviderStateRecord, ProviderStateStore } from './provider-state-store';

interface Kept extends ProviderStateRecord {
  consumedAt: Date | null;
}

/**
 * The provider's state in this process's memory: for the provider started on its own
 * (main.ts) and for tests. Lost at a restart and not shared between processes; `npm start`
 * gives the provider the portal's database instead. Unlike oidc-provider's own memory
 * adapter, nothing is dropped before it expires (that one keeps 1,000 records at most, so a
 * busy provider signed people out).
 */
export class MemoryProviderStateStore implements ProviderStateStore {
  private readonly records = new Map<string, Kept>();

  async upsert(record: ProviderStateRecord): Promise<void> {
    this.records.set(keyOf(record.model, record.id), { ...record, payload: structuredClone(record.payload), consumedAt: null });
  }

  async find(model: string, id: string, now: Date): Promise<FoundProviderState | undefined> {
    const kept = this.records.get(keyOf(model, id));
    return kept && !isExpired(kept, now) ? found(kept) : undefined;
  }

  async findByUid(model: string, uid: string, now: Date): Promise<FoundProviderState | undefined> {
    return this.findWhere(model, now, (payload) => payload.uid === uid);
  }

  async findByUserCode(model: string, userCode: string, now: Date): Promise<FoundProviderState | undefined> {
    return this.findWhere(model, now, (payload) => payload.userCode === userCode);
  }

  async consume(model: string, id: string, at: Date): Promise<void> {
    const kept = this.records.get(keyOf(model, id));
    if (kept) kept.consumedAt = at;
  }

  async destroy(model: string, id: string): Promise<void> {
    this.records.delete(keyOf(model, id));
  }

  async revokeByGrantId(grantId: string, models: readonly string[]): Promise<void> {
    for (const [key, kept] of this.records) {
      if (models.includes(kept.model) && kept.payload.grantId === grantId) this.records.delete(key);
    }
  }

  async deleteExpired(now: Date): Promise<number> {
    let deleted = 0;
    for (const [key, kept] of this.records) {
      if (isExpired(kept, now)) {
        this.records.delete(key);
        deleted += 1;
      }
    }
    return deleted;
  }

  private findWhere(model: string, now: Date, matches: (payload: AdapterPayload) => boolean): FoundProviderState | undefined {
    for (const kept of this.records.values()) {
      if (kept.model === model && !isExpired(kept, now) && matches(kept.payload)) return found(kept);
    }
    return undefined;
  }
}

/** A copy: the provider changes payloads it found before saving them again. */
function found(kept: Kept): FoundProviderState {
  return { payload: structuredClone(kept.payload), consumedAt: kept.consumedAt };
}

function keyOf(model: string, id: string): string {
  return `${model}:${id}`;
}

function isExpired(record: ProviderStateRecord, now: Date): boolean {
  return record.expiresAt !== null && record.expiresAt.getTime() <= now.getTime();
}
