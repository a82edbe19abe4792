import i18next, { type i18n as I18n, type Resource } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LANGUAGE } from '@cloud-portal/domain/constants';
import { isRightToLeft } from '@cloud-portal/domain/right-to-left';

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
// use (and English for missing keys), never the other languages.
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
async function loadBundle(language: string, loaders: BundleLoaders): Promise<TranslationBundle | null> {
  const areas = Object.entries(loaders).flatMap(([path, load]) => {
    const match = BUNDLE_PATH.exec(path);
    return match?.[1] === language && match[2] ? [{ area: match[2], load }] : [];
  });
  if (areas.length === 0) return null;
  const loaded = await Promise.all(areas.map(async ({ area, load }) => [area, (await load()).default] as const));
  return Object.fromEntries(loaded);
}

export const availableLanguages: readonly string[] = languagesOf(bundleLoaders);

/** The bundles a language needs: its own (when there is one) and English. */
export async function loadResources(
  language: string,
  loaders: BundleLoaders = bundleLoaders,
): Promise<Resource> {
  const languages = [...new Set([language, FALLBACK_LANGUAGE])];
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

/** Starts i18next with the language in use; resolves once its text is there. */
export async function initI18n(
  language: string,
  instance: I18n = i18next,
  loaders: BundleLoaders = bundleLoaders,
): Promise<I18n> {
  const resources = await loadResources(language, loaders);
  await instance.use(initReactI18next).init({
    lng: language,
    fallbackLng: FALLBACK_LANGUAGE,
    resources,
    // React escapes what it renders; escaping here too would show entities.
    interpolation: { escapeValue: false },
    returnEmptyString: false,
    react: { useSuspense: false },
  });
  applyDocumentLanguage(instance.language);
  instance.on('languageChanged', applyDocumentLanguage);
  return instance;
}

/** Switches language, loading its bundle first when it is not there yet. */
export async function changeLanguage(
  language: string,
  instance: I18n = i18next,
  loaders: BundleLoaders = bundleLoaders,
): Promise<void> {
  if (!instance.hasResourceBundle(language, 'translation')) {
    const resources = await loadResources(language, loaders);
    for (const [lng, namespaces] of Object.entries(resources)) {
      if (!instance.hasResourceBundle(lng, 'translation')) {
        instance.addResourceBundle(lng, 'translation', namespaces.translation);
      }
    }
  }
  await instance.changeLanguage(language);
}
