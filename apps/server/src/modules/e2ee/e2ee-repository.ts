import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { e2eeGroups } from '../../db/schema';

export type E2eeGroupRow = typeof e2eeGroups.$inferSelect;

/** The account's E2EE groups, backup before sync, then by group id. */
export async function selectE2eeGroups(db: Db, accountId: string): Promise<E2eeGroupRow[]> {
  return db.select().from(e2eeGroups).where(eq(e2eeGroups.accountId, accountId)).orderBy(asc(e2eeGroups.type), asc(e2eeGroups.groupId));
}

/** Replaces all of the account's groups in one transaction: readers see the old set or the new one. */
export async function replaceE2eeGroups(db: Db, accountId: string, groups: ReadonlyArray<Omit<E2eeGroupRow, 'accountId'>>): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.delete(e2eeGroups).where(eq(e2eeGroups.accountId, accountId));
    if (groups.length > 0) await tx.insert(e2eeGroups).values(groups.map((group) => ({ ...group, accountId })));
  });
}
