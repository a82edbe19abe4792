import { DEFAULT_LANGUAGE } from '@cloud-portal/domain/constants';
import { REGIONS } from './region-list';
import completeLanguages from './complete-languages.json';

/**
 * The languages of the portal, in one place.
 *
 * - The page languages are the ones the location and language picker offers
 *   (features/locale/region-list.ts): a chosen language sets `<html lang dir>`, dates and
 *   fonts at once; its text comes from its bundle where there is one, key by key from
 *   English elsewhere (i18n.ts).
 * - The complete languages are those whose bundle must hold every English key
 *   (bundle-coverage.test.ts fails otherwise). The list is data, `complete-languages.json`,
 *   read by that test and by `npm run i18n:report`: a language joins it once its
 *   translation is delivered, and from then on a new English key without its translation
 *   fails the tests.
 */
export const PAGE_LANGUAGES: readonly string[] = [
  ...new Set([
    DEFAULT_LANGUAGE,
    ...REGIONS.flatMap((region) =>
      region.countries.flatMap((country) => country.languages.map((l) => l.code)),
    ),
  ]),
];

export const COMPLETE_LANGUAGES: readonly string[] = completeLanguages;
