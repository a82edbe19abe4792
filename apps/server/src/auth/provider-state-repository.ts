import type { FoundProviderState, ProviderStateRecord, ProviderStateStore } from '@cloud-portal/idp/provider-state-store';
import { and, eq, gt, inArray, isNull, lte, or, type SQL } from 'drizzle-orm';
import type { Db } from '../db/database';
import { providerState } from '../db/schema';

/**
 * The embedded sign-in provider's protocol state on the portal's database (migration 0014):
 * provider sessions outlive a restart, and every node's provider shares them.
 */
export class ProviderStateRepository implements ProviderStateStore {
  constructor(private readonly db: Db) {}

  async upsert({ model, id, payload, expiresAt }: ProviderStateRecord): Promise<void> {
    const row = {
      payload: payload as Record<string, unknown>,
      grantId: payload.grantId ?? null,
      uid: payload.uid ?? null,
      userCode: payload.userCode ?? null,
      expiresAt,
      consumedAt: null,
    };
    await this.db
      .insert(providerState)
      .values({ model, id, ...row })
      .onConflictDoUpdate({ target: [providerState.model, providerState.id], set: row });
  }

  find(model: string, id: string, now: Date): Promise<FoundProviderState | undefined> {
    return this.findWhere(model, eq(providerState.id, id), now);
  }

  findByUid(model: string, uid: string, now: Date): Promise<FoundProviderState | undefined> {
    return this.findWhere(model, eq(providerState.uid, uid), now);
  }

  findByUserCode(model: string, userCode: string, now: Date): Promise<FoundProviderState | undefined> {
    return this.findWhere(model, eq(providerState.userCode, userCode), now);
  }

  async consume(model: string, id: string, at: Date): Promise<void> {
    await this.db
      .update(providerState)
      .set({ consumedAt: at })
      .where(and(eq(providerState.model, model), eq(providerState.id, id)));
  }

  async destroy(model: string, id: string): Promise<void> {
    await this.db.delete(providerState).where(and(eq(providerState.model, model), eq(providerState.id, id)));
  }

  async revokeByGrantId(grantId: string, models: readonly string[]): Promise<void> {
    if (models.length === 0) return;
    await this.db.delete(providerState).where(and(eq(providerState.grantId, grantId), inArray(providerState.model, [...models])));
  }

  async deleteExpired(now: Date): Promise<number> {
    const deleted = await this.db.delete(providerState).where(lte(providerState.expiresAt, now)).returning({ id: providerState.id });
    return deleted.length;
  }

  private async findWhere(model: string, match: SQL, now: Date): Promise<FoundProviderState | undefined> {
    const [row] = await this.db
      .select({ payload: providerState.payload, consumedAt: providerState.consumedAt })
      .from(providerState)
      .where(and(eq(providerState.model, model), match, or(isNull(providerState.expiresAt), gt(providerState.expiresAt, now))))
      .limit(1);
    return row && { payload: row.payload, consumedAt: row.consumedAt };
  }
}
