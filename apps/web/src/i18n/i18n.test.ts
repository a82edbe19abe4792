import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { FONT_FAMILY_PROPERTY } from '@/fonts/load-fonts';
import { FONT_FACES_ELEMENT_ID } from '@/fonts/page-font-faces';
import { availableLanguages, languagesOf, loadResources, textLanguagesOf, type BundleLoaders } from './bundles';
import { applyDocumentLanguage, changeLanguage, initI18n, loadArea } from './i18n';
import { PAGE_LANGUAGES } from './languages';

/** One loader per area file, as import.meta.glob gives them: `./locales/<lang>/<area>.json`. */
function loaders(bundles: Record<string, Record<string, object>>): BundleLoaders {
  return Object.fromEntries(
    Object.entries(bundles).flatMap(([language, bundle]) =>
      Object.entries(bundle).map(([area, content]) => [
        `./locales/${language}/${area}.json`,
        () => Promise.resolve({ default: content as never }),
      ]),
    ),
  );
}

/** `bundles`' loaders, each noting its file in `fetched` as it is asked for. */
function counting(bundles: BundleLoaders): { fetched: string[]; counted: BundleLoaders } {
  const fetched: string[] = [];
  const counted: BundleLoaders = Object.fromEntries(
    Object.entries(bundles).map(([path, load]) => [path, () => (fetched.push(path), load())]),
  );
  return { fetched, counted };
}

const BUNDLES = loaders({
  en: { greeting: { hello: 'Hello', bye: 'Goodbye' } },
  de: { greeting: { hello: 'Hallo' } },
  ar: { greeting: { hello: 'مرحبا' } },
});

describe('initI18n', () => {
  it('falls back to English key by key, and declares English until the language is complete', async () => {
    const instance = await initI18n('de', i18next.createInstance(), BUNDLES);
    expect(instance.language).toBe('de');
    expect(instance.t('greeting.hello' as never)).toBe('Hallo');
    expect(instance.t('greeting.bye' as never)).toBe('Goodbye');
    expect(document.documentElement.lang).toBe('en');
    expect(document.documentElement.dir).toBe('ltr');
  });

  it('declares a complete language', async () => {
    await initI18n('de', i18next.createInstance(), BUNDLES, async () => undefined, ['en', 'de']);
    expect(document.documentElement.lang).toBe('de');
  });

  it('sets right-to-left for Arabic, also when switching', async () => {
    const instance = await initI18n('en', i18next.createInstance(), BUNDLES, undefined, ['en', 'ar']);
    expect(instance.hasResourceBundle('ar', 'translation')).toBe(false);
    await changeLanguage('ar', instance, BUNDLES, ['en', 'ar']);
    expect(instance.t('greeting.hello' as never)).toBe('مرحبا');
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    expect(document.documentElement).toHaveAttribute('lang', 'ar');
    await changeLanguage('en', instance, BUNDLES, ['en', 'ar']);
    expect(document.documentElement).toHaveAttribute('dir', 'ltr');
  });

  it('switches on the faces a first visit’s page kept off when the user changes the language', async () => {
    const faces = document.createElement('style');
    faces.id = FONT_FACES_ELEMENT_ID;
    faces.media = 'not all';
    document.head.append(faces);
    try {
      const instance = await initI18n('en', i18next.createInstance(), BUNDLES, async () => undefined, ['en', 'de']);
      expect(faces.media, 'not as the app starts: the page keeps the system font it painted in').toBe('not all');
      await changeLanguage('de', instance, BUNDLES, ['en', 'de']);
      expect(faces.media).toBe('all');
    } finally {
      faces.remove();
    }
  });

  it('knows the bundles on disk', () => {
    expect(availableLanguages).toContain('en');
    expect(languagesOf(BUNDLES).sort()).toEqual(['ar', 'de', 'en']);
  });

  it('serves every language of the picker, with or without its bundle', async () => {
    expect(availableLanguages).toEqual(PAGE_LANGUAGES);
    expect(availableLanguages).toEqual(
      expect.arrayContaining(['he', 'fa', 'ur', 'ar', 'ko', 'ja', 'zh-CN', 'zh-TW']),
    );
    const fonts: string[] = [];
    const complete = ['en', 'de'];
    const instance = await initI18n(
      'he',
      i18next.createInstance(),
      BUNDLES,
      async (lng) => {
        fonts.push(lng);
      },
      complete,
    );
    // Without a Hebrew bundle the page is English, and says so: left to right, English fonts.
    expect(instance.language).toBe('he');
    expect(instance.t('greeting.hello' as never)).toBe('Hello');
    expect(document.documentElement).toHaveAttribute('dir', 'ltr');
    expect(document.documentElement).toHaveAttribute('lang', 'en');
    await changeLanguage('de', instance, BUNDLES, complete);
    expect(document.documentElement).toHaveAttribute('lang', 'de');
    expect(fonts).toEqual(['en', 'de']);
  });

  it('sets the font family of the language on <html>: Naskh for Arabic, Nastaliq for Urdu', async () => {
    const arabicScript = loaders({
      en: { greeting: { hello: 'Hello' } },
      ar: { greeting: { hello: 'مرحبا' } },
      ur: { greeting: { hello: 'خوش آمدید' } },
    });
    const complete = ['en', 'ar', 'ur'];
    const instance = await initI18n('ar', i18next.createInstance(), arabicScript, undefined, complete);
    expect(document.documentElement.style.getPropertyValue(FONT_FAMILY_PROPERTY)).toBe(
      "'Noto Naskh Arabic', 'Noto Sans'",
    );
    await changeLanguage('ur', instance, arabicScript, complete);
    expect(document.documentElement).toHaveAttribute('lang', 'ur');
    expect(document.documentElement.style.getPropertyValue(FONT_FAMILY_PROPERTY)).toBe(
      "'Noto Nastaliq Urdu', 'Noto Sans'",
    );
  });

  it('reads missing texts from the nearest bundle before English', async () => {
    const chinese = loaders({
      en: { greeting: { hello: 'Hello', bye: 'Goodbye' } },
      'zh-HK': { greeting: { hello: '你好' } },
    });
    const instance = await initI18n(
      'zh-MO',
      i18next.createInstance(),
      chinese,
      async () => undefined,
    );
    expect(instance.t('greeting.hello' as never)).toBe('你好');
    expect(instance.t('greeting.bye' as never)).toBe('Goodbye');
  });
});

describe('deferred areas', () => {
  const withHelp = loaders({
    en: { greeting: { hello: 'Hello' }, help: { title: 'Help' } },
    de: { greeting: { hello: 'Hallo' }, help: { title: 'Hilfe' } },
  });

  it('fetches the help area only when a help page asks for it, then for every new language', async () => {
    const { fetched, counted } = counting(withHelp);
    const instance = await initI18n('en', i18next.createInstance(), counted, async () => undefined, ['en', 'de']);
    expect(fetched).toEqual(['./locales/en/greeting.json']);
    expect(instance.exists('help.title')).toBe(false);

    await loadArea('help', instance, counted, ['en', 'de']);
    expect(instance.t('help.title' as never)).toBe('Help');
    expect(instance.t('greeting.hello' as never)).toBe('Hello');

    await changeLanguage('de', instance, counted, ['en', 'de']);
    expect(instance.t('help.title' as never)).toBe('Hilfe');
    expect(fetched.sort()).toEqual([
      './locales/de/greeting.json',
      './locales/de/help.json',
      './locales/en/greeting.json',
      './locales/en/help.json',
    ]);
  });

  it('fetches only the help area of a language shown before the help area was first fetched', async () => {
    const { fetched, counted } = counting(withHelp);
    const instance = await initI18n('en', i18next.createInstance(), counted, async () => undefined, ['en', 'de']);
    await changeLanguage('de', instance, counted, ['en', 'de']);
    await changeLanguage('en', instance, counted, ['en', 'de']);
    await loadArea('help', instance, counted, ['en', 'de']);
    fetched.length = 0;
    await changeLanguage('de', instance, counted, ['en', 'de']);
    expect(instance.t('help.title' as never)).toBe('Hilfe');
    expect(fetched).toEqual(['./locales/de/help.json']);
  });

  it('fetches a deferred area once', async () => {
    const { fetched, counted } = counting(withHelp);
    const instance = await initI18n('en', i18next.createInstance(), counted, async () => undefined, ['en', 'de']);
    await loadArea('help', instance, counted, ['en', 'de']);
    await loadArea('help', instance, counted, ['en', 'de']);
    expect(fetched.filter((path) => path.endsWith('help.json'))).toEqual(['./locales/en/help.json']);
  });
});

describe('textLanguagesOf', () => {
  // Only English complete: every other bundle falls back to it.
  const bundles = ['en', 'de', 'zh-HK', 'zh-TW'];
  it.each([
    ['en', ['en']],
    ['de', ['de', 'en']],
    ['de-AT', ['de-AT', 'de', 'en']],
    ['he', ['he', 'en']],
    ['zh-MO', ['zh-MO', 'zh-HK', 'en']],
    ['zh-CN', ['zh-CN', 'en']],
  ])('%s reads from %j', (language, chain) => {
    expect(textLanguagesOf(language, bundles, ['en'])).toEqual(chain);
  });
});

describe('complete languages read no English', () => {
  const bundles = ['en', 'ar', 'de', 'zh-HK', 'zh-TW'];
  const complete = ['en', 'ar', 'de', 'zh-TW'];
  it.each([
    ['ar', ['ar']],
    ['ar-EG', ['ar-EG', 'ar']],
    ['de-AT', ['de-AT', 'de']],
    ['zh-TW', ['zh-TW']],
    // Incomplete languages keep English for the keys they lack.
    ['zh-MO', ['zh-MO', 'zh-HK', 'en']],
    ['he', ['he', 'en']],
  ])('%s reads from %j', (language, chain) => {
    expect(textLanguagesOf(language, bundles, complete)).toEqual(chain);
  });

  it('keeps English after a language listed as complete that has no bundle', () => {
    expect(textLanguagesOf('ko', ['en'], ['en', 'ko'])).toEqual(['ko', 'en']);
  });

  it('fetches no English area file when an Arabic page starts, and English when German is incomplete', async () => {
    const { fetched, counted } = counting(BUNDLES);
    const instance = await initI18n(
      'ar',
      i18next.createInstance(),
      counted,
      async () => undefined,
      ['en', 'ar'],
    );
    expect(fetched).toEqual(['./locales/ar/greeting.json']);
    expect(instance.t('greeting.hello' as never)).toBe('مرحبا');

    await changeLanguage('de', instance, counted, ['en', 'ar']);
    expect(fetched.sort()).toEqual([
      './locales/ar/greeting.json',
      './locales/de/greeting.json',
      './locales/en/greeting.json',
    ]);
    expect(instance.t('greeting.bye' as never)).toBe('Goodbye');
  });

  it('loads only the Arabic bundle from the real files (complete-languages.json)', async () => {
    expect(Object.keys(await loadResources('ar'))).toEqual(['ar']);
    expect(Object.keys(await loadResources('de-AT'))).toEqual(['de']);
  });
});

describe('document language', () => {
  it.each([
    ['he', 'rtl'],
    ['fa', 'rtl'],
    ['ur', 'rtl'],
    ['ar', 'rtl'],
    ['ar-EG', 'rtl'],
    ['en', 'ltr'],
    ['de', 'ltr'],
    ['ja', 'ltr'],
  ])('%s is laid out %s', (language, direction) => {
    applyDocumentLanguage(language);
    expect(document.documentElement).toHaveAttribute('lang', language);
    expect(document.documentElement).toHaveAttribute('dir', direction);
  });
});
