import i18next, { type i18n as I18n, type Resource } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LANGUAGE } from '@cloud-portal/domain/constants';
import { resolvePageLanguage } from '@cloud-portal/domain/page-language';
import { isRightToLeft } from '@cloud-portal/domain/right-to-left';
import { loadFonts } from '@/fonts/load-fonts';
import { COMPLETE_LANGUAGES, PAGE_LANGUAGES } from './languages';

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

// Not eager: each bundle becomes its own chunk, so start-up fetches only the language in
// use (and, for an incomplete one, English for missing keys), never the other languages.
const bundleLoaders: BundleLoaders = import.meta.glob<{ default: TranslationBundle }>(
  './locales/*/*.json',
);

const BUNDLE_PATH = /^\.\/locales\/([^/]+)\/([^/]+)\.json$/;

/** The languages that have a bundle. */
export function languagesOf(loaders: BundleLoaders): string[] {
  const languages = Object.keys(loaders)
    .map((path) => BUNDLE_PATH.exec(path)?.[1])
    .filter((language): language is string => language !== undefined);
  return [...new Set(languages)];
}

/** A language's whole bundle: every area file of it, loaded in parallel. Empty when it has none. */
async function loadBundle(
  language: string,
  loaders: BundleLoaders,
): Promise<TranslationBundle | null> {
  const areas = Object.entries(loaders).flatMap(([path, load]) => {
    const match = BUNDLE_PATH.exec(path);
    return match?.[1] === language && match[2] ? [{ area: match[2], load }] : [];
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
    (lng) => lng !== language && bundleLanguages.includes(lng),
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
function completeLanguagesOf(loaders: BundleLoaders): readonly string[] {
  return loaders === bundleLoaders ? COMPLETE_LANGUAGES : [];
}

/**
 * The bundles a language needs: its own (when there is one), then, unless it is complete,
 * the nearest one and English.
 */
export async function loadResources(
  language: string,
  loaders: BundleLoaders = bundleLoaders,
  except: (language: string) => boolean = () => false,
  completeLanguages: readonly string[] = completeLanguagesOf(loaders),
): Promise<Resource> {
  const languages = textLanguagesOf(language, languagesOf(loaders), completeLanguages).filter(
    (lng) => !except(lng),
  );
  const resources: Resource = {};
  await Promise.all(
    languages.map(async (lng) => {
      const bundle = await loadBundle(lng, loaders);
      if (bundle) resources[lng] = { translation: bundle };
    }),
  );
  return resources;
}

/** `<html lang dir>` follow the language in use. */
export function applyDocumentLanguage(language: string): void {
  document.documentElement.lang = language;
  document.documentElement.dir = isRightToLeft(language) ? 'rtl' : 'ltr';
}

/**
 * Starts i18next with the language in use; resolves once its text is there. The document's
 * language, direction and fonts follow it, then and on every change.
 */
export async function initI18n(
  language: string,
  instance: I18n = i18next,
  loaders: BundleLoaders = bundleLoaders,
  fonts: (language: string) => Promise<void> = loadFonts,
  completeLanguages: readonly string[] = completeLanguagesOf(loaders),
): Promise<I18n> {
  const resources = await loadResources(language, loaders, () => false, completeLanguages);
  const bundleLanguages = languagesOf(loaders);
  const applyLanguage = (lng: string): void => {
    applyDocumentLanguage(lng);
    void fonts(lng);
  };
  await instance.use(initReactI18next).init({
    lng: language,
    // Key by key: the nearest bundle, then English (none for a complete language).
    fallbackLng: (code) => textLanguagesOf(code, bundleLanguages, completeLanguages).slice(1),
    resources,
    // React escapes what it renders; escaping here too would show entities.
    interpolation: { escapeValue: false },
    returnEmptyString: false,
    react: { useSuspense: false },
  });
  applyLanguage(instance.language);
  instance.on('languageChanged', applyLanguage);
  return instance;
}

/** Switches language, loading the bundles it reads from first when they are not there yet. */
export async function changeLanguage(
  language: string,
  instance: I18n = i18next,
  loaders: BundleLoaders = bundleLoaders,
  completeLanguages: readonly string[] = completeLanguagesOf(loaders),
): Promise<void> {
  const resources = await loadResources(
    language,
    loaders,
    (lng) => instance.hasResourceBundle(lng, 'translation'),
    completeLanguages,
  );
  for (const [lng, namespaces] of Object.entries(resources)) {
    instance.addResourceBundle(lng, 'translation', namespaces.translation);
  }
  await instance.changeLanguage(language);
}
