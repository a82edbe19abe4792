import i18next, { type i18n as I18n, type Resource } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { isRightToLeft } from '@cloud-portal/domain/right-to-left';
import { loadFonts } from '@/fonts/load-fonts';
import { switchOnPageFaces } from '@/fonts/page-font-faces';
import {
  bundleLoaders,
  completeLanguagesOf,
  documentLanguageOf,
  languagesOf,
  loadResources,
  startAreas,
  textLanguagesOf,
  type BundleLoaders,
} from './bundles';

/** The deferred areas each i18next instance has fetched, fetched again for a new language. */
const loadedDeferredAreas = new WeakMap<I18n, Set<string>>();

function addResources(instance: I18n, resources: Resource): void {
  for (const [lng, namespaces] of Object.entries(resources)) {
    // Deep and without overwriting: an area fetched later joins the areas already there.
    instance.addResourceBundle(lng, 'translation', namespaces.translation, true, false);
  }
}

/**
 * Fetches a deferred area (DEFERRED_AREAS) of the language in use, and of every language the
 * instance switches to from then on. Resolves at once when it is there already.
 */
export async function loadArea(
  area: string,
  instance: I18n = i18next,
  loaders: BundleLoaders = bundleLoaders,
  completeLanguages: readonly string[] = completeLanguagesOf(loaders),
): Promise<void> {
  const loaded = loadedDeferredAreas.get(instance) ?? new Set<string>();
  loadedDeferredAreas.set(instance, loaded);
  if (loaded.has(area)) return;
  const resources = await loadResources(instance.language, loaders, () => false, completeLanguages, (name) => name === area);
  addResources(instance, resources);
  loaded.add(area);
}

/** `<html lang dir>` say the language the page shows (documentLanguageOf). */
export function applyDocumentLanguage(language: string): void {
  // Prerendering at build time has no document; the page is written with its language.
  if (typeof document === 'undefined') return;
  document.documentElement.lang = language;
  document.documentElement.dir = isRightToLeft(language) ? 'rtl' : 'ltr';
}

/**
 * Starts i18next with the language in use; resolves once its text is there. The document's
 * language, direction and fonts follow the language shown, then and on every change. `fetched` is the
 * language's bundles when the start-up script has already asked for them.
 */
export async function initI18n(
  language: string,
  instance: I18n = i18next,
  loaders: BundleLoaders = bundleLoaders,
  fonts: (language: string) => Promise<void> = loadFonts,
  completeLanguages: readonly string[] = completeLanguagesOf(loaders),
  fetched: Promise<Resource> = loadResources(language, loaders, () => false, completeLanguages),
): Promise<I18n> {
  const resources = await fetched;
  const bundleLanguages = languagesOf(loaders);
  // The page declares, and draws in the fonts of, the language its text is really in:
  // English until the chosen language's bundle is complete.
  const applyLanguage = (lng: string): void => {
    const shown = documentLanguageOf(lng, bundleLanguages, completeLanguages);
    applyDocumentLanguage(shown);
    void fonts(shown);
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
  const deferred = loadedDeferredAreas.get(instance) ?? new Set<string>();
  // A language shown before a help page first opened has its start texts but not the help area.
  const isThere = (lng: string): boolean =>
    instance.hasResourceBundle(lng, 'translation') &&
    [...deferred].every((area) => instance.getResource(lng, 'translation', area) !== undefined);
  const resources = await loadResources(
    language,
    loaders,
    isThere,
    completeLanguages,
    (area) => startAreas(area) || deferred.has(area),
  );
  addResources(instance, resources);
  // The page is drawn anew in the new language: its faces may come in now without moving
  // anything the user was reading.
  if (typeof document !== 'undefined') switchOnPageFaces();
  await instance.changeLanguage(language);
}
