/** The language codes an announcement can be written in (packages/contract/src/announcements.ts). */
const ANNOUNCEMENT_LANGUAGE = /^[a-z]{2,3}(-[A-Z][A-Za-z]{1,3})?$/;

/**
 * The language the bar asks announcements in: the page's, or its base language when the
 * page's has a form announcements are not written in (es-419 → es).
 */
export function announcementLanguage(pageLanguage: string): string {
  if (ANNOUNCEMENT_LANGUAGE.test(pageLanguage)) return pageLanguage;
  return pageLanguage.split('-')[0]?.toLowerCase() ?? pageLanguage;
}
