import type { EdpResetStatus } from '@cloud-portal/contract/edp';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { edpUsers } from '../../db/schema';

export type EdpUserRow = typeof edpUsers.$inferSelect;

export async function selectEdpUser(db: Db, accountId: string): Promise<EdpUserRow | null> {
  const [row] = await db.select().from(edpUsers).where(eq(edpUsers.accountId, accountId));
  return row ?? null;
}

/** Sets whether EDP is on, creating the record (version 0, status NONE) if there is none. */
export async function upsertEdpEnabled(db: Db, accountId: string, enabled: boolean): Promise<void> {
  await db.insert(edpUsers).values({ accountId, enabled }).onConflictDoUpdate({ target: edpUsers.accountId, set: { enabled } });
}

/**
 * Moves the record to `status` and bumps its version, only if its version is still
 * `expectedVersion` (a record not stored yet is version 0). One conditional update: of two
 * resets that saw the same version, one wins and the other finds nothing. Null when stale.
 */
export async function updateResetStatusIfVersion(
  db: Db,
  accountId: string,
  expectedVersion: number,
  status: EdpResetStatus,
  now: Date,
): Promise<EdpUserRow | null> {
  return db.transaction(async (tx) => {
    await tx.insert(edpUsers).values({ accountId }).onConflictDoNothing();
    const [row] = await tx
      .update(edpUsers)
      .set({ resetStatus: status, version: sql`${edpUsers.version} + 1`, updatedAt: now })
      .where(and(eq(edpUsers.accountId, accountId), eq(edpUsers.version, expectedVersion)))
      .returning();
    return row ?? null;
  });
}

/** Moves the record to `status` and bumps its version, whatever it was (creating it if needed). */
export async function updateResetStatus(db: Db, accountId: string, status: EdpResetStatus, now: Date): Promise<EdpUserRow> {
  const [row] = await db
    .insert(edpUsers)
    .values({ accountId, version: 1, resetStatus: status, updatedAt: now })
    .onConflictDoUpdate({
      target: edpUsers.accountId,
      set: { resetStatus: status, version: sql`${edpUsers.version} + 1`, updatedAt: now },
    })
    .returning();
  if (!row) throw new Error('EDP record upsert returned nothing');
  return row;
}
