import { count, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { photos } from '../../db/schema';

/** How many gallery photos the account stores and their bytes, counted by the database. */
export async function selectGalleryUsage(db: Db, accountId: string): Promise<{ count: number; size: number }> {
  const [row] = await db
    .select({
      count: count(),
      size: sql<number>`coalesce(sum(${photos.size}), 0)`.mapWith(Number),
    })
    .from(photos)
    .where(eq(photos.accountId, accountId));
  return { count: row?.count ?? 0, size: row?.size ?? 0 };
}
