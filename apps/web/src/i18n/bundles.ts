// The language bundles and which of them a page reads. No i18next here: the start-up script
// fetches the bundles (main.tsx) while the app, i18next with it, is still on its way.
import type { Resource } from 'i18next';
import { DEFAULT_LANGUAGE } from '@cloud-portal/domain/constants';
import { resolvePageLanguage } from '@cloud-portal/domain/page-language';
import startTexts from 'virtual:start-texts';
import { DEFERRED_AREAS } from './deferred-areas';
import { COMPLETE_LANGUAGES, PAGE_LANGUAGES } from './languages';

export { DEFERRED_AREAS };

export interface TranslationBundle {
  [key: string]: string | TranslationBundle;
}

/**
 * Loads one area of one language by its file path (`./locales/<lang>/<area>.json`). A
 * language's bundle is its areas put together: `{ <area>: <file content> }`, so keys read
 * `<area>.<…>` (e.g. `auth.login.headline`) and each feature keeps its own file.
 */
export type BundleLoaders = Readonly<Record<string, () => Promise<{ default: TranslationBundle }>>>;

/** English fills in every key a language lacks (key-by-key fallback). */
export const FALLBACK_LANGUAGE = DEFAULT_LANGUAGE;

/**
 * Every area file of every language, one loader each, keyed by its path. The start areas
 * of a language share one chunk and one loader (build/start-texts-plugin.ts), so the
 * start-up script holds two loaders per language, not one per file; each deferred area
 * (help) is a chunk of its own, fetched when a screen asks for it.
 */
export const bundleLoaders: BundleLoaders = {
  ...import.meta.glob<{ default: TranslationBundle }>('./locales/*/help.json'),
  ...Object.fromEntries(
    Object.entries(startTexts).flatMap(([language, { areas, load }]) =>
      areas.map((area) => [
        `./locales/${language}/${area}.json`,
        async () => ({ default: (await load()).default[area] ?? {} }),
      ]),
    ),
  ),
};

const BUNDLE_PATH = /^\.\/locales\/([^/]+)\/([^/]+)\.json$/;

/** Which areas to fetch, language by language: those every screen may read, a deferred area, or what is not there yet. */
export type AreaFilter = (area: string, language: string) => boolean;

export const startAreas = (area: string): boolean => !DEFERRED_AREAS.includes(area);

/** The languages that have a bundle. */
export function languagesOf(loaders: BundleLoaders): string[] {
  const languages = Object.keys(loaders)
    .map((path) => BUNDLE_PATH.exec(path)?.[1])
    .filter((language): language is string => language !== undefined);
  return [...new Set(languages)];
}

/** A language's bundle: the area files `wanted` names, loaded in parallel. Empty when it has none. */
async function loadBundle(
  language: string,
  loaders: BundleLoaders,
  wanted: AreaFilter,
): Promise<TranslationBundle | null> {
  const areas = Object.entries(loaders).flatMap(([path, load]) => {
    const match = BUNDLE_PATH.exec(path);
    return match?.[1] === language && match[2] && wanted(match[2], language) ? [{ area: match[2], load }] : [];
  });
  if (areas.length === 0) return null;
  const loaded = await Promise.all(
    areas.map(async ({ area, load }) => [area, (await load()).default] as const),
  );
  return Object.fromEntries(loaded);
}

/**
 * The languages a page can be in: every language the picker offers (languages.ts). A
 * language sets `<html lang dir>`, dates and fonts even before its bundle is complete;
 * its missing texts come from the nearest bundle, then English (textLanguagesOf).
 */
export const availableLanguages: readonly string[] = PAGE_LANGUAGES;

const primaryOf = (tag: string): string => (tag.split(/[-_]/)[0] ?? '').toLowerCase();

/**
 * Whether readers of `language` take the text of bundle `nearest` (the domain's nearest)
 * for their own: the same language without a region (`de-AT` → `de`), or Chinese in the
 * same script (`zh-HK` → `zh-TW`). Not the same language of another region: Portugal,
 * Angola and Mozambique do not write as Brazil does (`pt` → `pt-BR` is refused).
 */
function readsAsOwn(language: string, nearest: string): boolean {
  return primaryOf(language) === 'zh' || nearest.toLowerCase() === primaryOf(language);
}

/**
 * Where a page language's texts come from, best first: its own bundle, the nearest other
 * one by the domain's rule (`de-AT` → `de`, `zh-MO` → `zh-HK`), then English. Only
 * languages that have a bundle, except the language itself, which always leads. The chain
 * stops at the first complete language (complete-languages.json): it has every key, so
 * what follows would be fetched and never read (an Arabic page loads no English).
 */
export function textLanguagesOf(
  language: string,
  bundleLanguages: readonly string[],
  completeLanguages: readonly string[] = COMPLETE_LANGUAGES,
): string[] {
  const nearest = resolvePageLanguage(language, bundleLanguages);
  const fallbacks = [...new Set([nearest, FALLBACK_LANGUAGE])].filter(
    (lng) =>
      lng !== language &&
      bundleLanguages.includes(lng) &&
      (lng === FALLBACK_LANGUAGE || readsAsOwn(language, lng)),
  );
  const chain = [language];
  for (const lng of fallbacks) {
    const last = chain[chain.length - 1] ?? '';
    if (completeLanguages.includes(last) && bundleLanguages.includes(last)) break;
    chain.push(lng);
  }
  return chain;
}

/**
 * complete-languages.json speaks of the bundles on disk; other loaders (tests) count as
 * incomplete unless the caller says otherwise.
 */
export function completeLanguagesOf(loaders: BundleLoaders): readonly string[] {
  return loaders === bundleLoaders ? COMPLETE_LANGUAGES : [];
}

/**
 * The bundles a language needs: its own (when there is one), then, unless it is complete,
 * the nearest one and English; of each, the areas `wanted` names (by default those read at
 * start-up).
 */
export async function loadResources(
  language: string,
  loaders: BundleLoaders = bundleLoaders,
  completeLanguages: readonly string[] = completeLanguagesOf(loaders),
  wanted: AreaFilter = startAreas,
): Promise<Resource> {
  const languages = textLanguagesOf(language, languagesOf(loaders), completeLanguages);
  const resources: Resource = {};
  await Promise.all(
    languages.map(async (lng) => {
      const bundle = await loadBundle(lng, loaders, wanted);
      if (bundle) resources[lng] = { translation: bundle };
    }),
  );
  return resources;
}

let onDisk: readonly string[] | undefined;

/** The languages with a bundle file, worked out once: the picker asks for each of its 195 links. */
function bundleLanguagesOnDisk(): readonly string[] {
  onDisk ??= languagesOf(bundleLoaders);
  return onDisk;
}

/**
 * The language a page chosen in `language` really shows, for `<html lang dir>`: the
 * language itself when its texts come whole from its own or a bundle its readers take
 * for their own (textLanguagesOf ends at a complete one without English), else English,
 * which then fills in every text it lacks. Screen readers read with the right voice and
 * the picker marks such a language (readsInEnglish).
 */
export function documentLanguageOf(
  language: string,
  bundleLanguages: readonly string[] = bundleLanguagesOnDisk(),
  completeLanguages: readonly string[] = COMPLETE_LANGUAGES,
): string {
  if (primaryOf(language) === primaryOf(FALLBACK_LANGUAGE)) return language;
  const chain = textLanguagesOf(language, bundleLanguages, completeLanguages);
  const source = chain[chain.length - 1] ?? FALLBACK_LANGUAGE;
  const isWhole =
    source !== FALLBACK_LANGUAGE && completeLanguages.includes(source) && bundleLanguages.includes(source);
  return isWhole ? language : FALLBACK_LANGUAGE;
}

/** A language the picker offers whose page is shown in English until its bundle is complete. */
export function readsInEnglish(
  language: string,
  bundleLanguages?: readonly string[],
  completeLanguages?: readonly string[],
): boolean {
  return documentLanguageOf(language, bundleLanguages, completeLanguages) !== language;
}
