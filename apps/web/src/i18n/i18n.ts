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

/** The deferred areas each i18next instance has been asked for: fetched for every language it then shows. */
const askedDeferredAreas = new WeakMap<I18n, Set<string>>();

function deferredAreasOf(instance: I18n): Set<string> {
  const asked = askedDeferredAreas.get(instance) ?? new Set<string>();
  askedDeferredAreas.set(instance, asked);
  return asked;
}

/** Whether the instance holds `area` of `language` already: i18next's store is the record. */
function holds(instance: I18n, language: string, area: string): boolean {
  return instance.getResource(language, 'translation', area) !== undefined;
}

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
  deferredAreasOf(instance).add(area);
  const resources = await loadResources(
    instance.language,
    loaders,
    completeLanguages,
    (name, lng) => name === area && !holds(instance, lng, name),
  );
  addResources(instance, resources);
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
  fetched: Promise<Resource> = loadResources(language, loaders, completeLanguages),
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
  const deferred = deferredAreasOf(instance);
  // Area by area: a language shown before a help page first opened has its start texts but
  // not the help area, and only that is fetched.
  const resources = await loadResources(
    language,
    loaders,
    completeLanguages,
    (area, lng) => (startAreas(area) || deferred.has(area)) && !holds(instance, lng, area),
  );
  addResources(instance, resources);
  // The page is drawn anew in the new language: its faces may come in now without moving
  // anything the user was reading.
  if (typeof document !== 'undefined') switchOnPageFaces();
  await instance.changeLanguage(language);
}
