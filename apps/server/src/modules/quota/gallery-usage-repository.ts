import { count, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { photos } from '../../db/schema';

/**
 * How many gallery photos the account stores and their bytes, counted by the database: those
 * in the trash too, which use storage until deleted for good. `trashedCount` says how many of
 * them are in the trash (the portal's Gallery does not show them).
 */
export async function selectGalleryUsage(db: Db, accountId: string): Promise<{ count: number; size: number; trashedCount: number }> {
  const [row] = await db
    .select({
      count: count(),
      size: sql<number>`coalesce(sum(${photos.size}), 0)`.mapWith(Number),
      trashedCount: count(photos.trashedAt),
    })
    .from(photos)
    .where(eq(photos.accountId, accountId));
  return { count: row?.count ?? 0, size: row?.size ?? 0, trashedCount: row?.trashedCount ?? 0 };
}
