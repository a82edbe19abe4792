import type { Announcement, NewAnnouncement } from '@cloud-portal/contract/announcements';
import { and, arrayContains, desc, gt, isNull, lte, or, eq } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { announcements } from '../../db/schema';

type AnnouncementRow = typeof announcements.$inferSelect;

export async function insertAnnouncement(db: Db, announcement: NewAnnouncement): Promise<Announcement> {
  const [row] = await db
    .insert(announcements)
    .values({
      title: announcement.title,
      body: announcement.body,
      language: announcement.language,
      countries: announcement.countries,
      startsAt: new Date(announcement.from),
      endsAt: new Date(announcement.until),
    })
    .returning();
  return announcementOf(row!);
}

/**
 * What the bar shows now in this language and country: written in that language or in none,
 * for every country or for this one (no country known: only those for every country).
 */
export async function currentAnnouncements(db: Db, language: string, country: string | undefined, now: Date): Promise<Announcement[]> {
  const rows = await db
    .select()
    .from(announcements)
    .where(
      and(
        lte(announcements.startsAt, now),
        gt(announcements.endsAt, now),
        or(isNull(announcements.language), eq(announcements.language, language)),
        country === undefined ? isNull(announcements.countries) : or(isNull(announcements.countries), arrayContains(announcements.countries, [country])),
      ),
    )
    .orderBy(desc(announcements.startsAt), desc(announcements.createdAt));
  return rows.map(announcementOf);
}

function announcementOf(row: AnnouncementRow): Announcement {
  return { id: row.id, title: row.title, body: row.body, from: row.startsAt.getTime(), until: row.endsAt.getTime() };
}
