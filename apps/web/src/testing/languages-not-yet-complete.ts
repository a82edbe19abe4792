import { afterAll, beforeAll } from 'vitest';
import { COMPLETE_LANGUAGES } from '@/i18n/languages';

/**
 * Every language the picker offers has a complete bundle today; the "English only" mark and
 * note serve a language offered before its translation is done. For the tests of a file,
 * this takes `languages` off the complete list (complete-languages.json, read once by every
 * module, so it is changed in place rather than replaced) and puts them back afterwards.
 */
export function treatAsNotYetComplete(languages: readonly string[]): void {
  // The list is read-only for the app; only this test seam changes it.
  const list = COMPLETE_LANGUAGES as string[];
  let original: string[] = [];
  beforeAll(() => {
    original = [...list];
    list.splice(0, list.length, ...original.filter((language) => !languages.includes(language)));
  });
  afterAll(() => {
    list.splice(0, list.length, ...original);
  });
}
