import { RIGHT_TO_LEFT_LANGUAGES } from './constants';

/** True for the languages the portal lays out right-to-left (he, fa, ur, ar), whatever the region. */
export function isRightToLeft(languageTag: string): boolean {
  const primary = languageTag.toLowerCase().split(/[-_]/)[0] ?? '';
  return (RIGHT_TO_LEFT_LANGUAGES as readonly string[]).includes(primary);
}
