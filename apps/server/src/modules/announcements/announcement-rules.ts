import type { NewAnnouncement } from '@cloud-portal/contract/announcements';

/** What is wrong with an announcement the schema lets through, or null: it must end after it starts. */
export function announcementProblem(announcement: Pick<NewAnnouncement, 'from' | 'until'>): string | null {
  if (announcement.until <= announcement.from) return 'The announcement must end (--until) after it starts (--from, now by default).';
  return null;
}
