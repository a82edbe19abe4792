import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { FONT_FAMILY_PROPERTY } from '@/fonts/load-fonts';
import {
  applyDocumentLanguage,
  availableLanguages,
  changeLanguage,
  initI18n,
  languagesOf,
  textLanguagesOf,
  type BundleLoaders,
} from './i18n';
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

const BUNDLES = loaders({
  en: { greeting: { hello: 'Hello', bye: 'Goodbye' } },
  de: { greeting: { hello: 'Hallo' } },
  ar: { greeting: { hello: 'مرحبا' } },
});

describe('initI18n', () => {
  it('falls back to English key by key', async () => {
    const instance = await initI18n('de', i18next.createInstance(), BUNDLES);
    expect(instance.t('greeting.hello' as never)).toBe('Hallo');
    expect(instance.t('greeting.bye' as never)).toBe('Goodbye');
    expect(document.documentElement.lang).toBe('de');
    expect(document.documentElement.dir).toBe('ltr');
  });

  it('sets right-to-left for Arabic, also when switching', async () => {
    const instance = await initI18n('en', i18next.createInstance(), BUNDLES);
    expect(instance.hasResourceBundle('ar', 'translation')).toBe(false);
    await changeLanguage('ar', instance, BUNDLES);
    expect(instance.t('greeting.hello' as never)).toBe('مرحبا');
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    expect(document.documentElement).toHaveAttribute('lang', 'ar');
    await changeLanguage('en', instance, BUNDLES);
    expect(document.documentElement).toHaveAttribute('dir', 'ltr');
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
    const instance = await initI18n('he', i18next.createInstance(), BUNDLES, async (lng) => {
      fonts.push(lng);
    });
    expect(instance.language).toBe('he');
    expect(instance.t('greeting.hello' as never)).toBe('Hello');
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    expect(document.documentElement).toHaveAttribute('lang', 'he');
    await changeLanguage('de', instance, BUNDLES);
    expect(fonts).toEqual(['he', 'de']);
  });

  it('sets the font family of the language on <html>', async () => {
    await initI18n('ar', i18next.createInstance(), BUNDLES);
    expect(document.documentElement.style.getPropertyValue(FONT_FAMILY_PROPERTY)).toBe(
      "'Noto Naskh Arabic', 'Noto Sans'",
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

describe('textLanguagesOf', () => {
  const bundles = ['en', 'de', 'zh-HK', 'zh-TW'];
  it.each([
    ['en', ['en']],
    ['de', ['de', 'en']],
    ['de-AT', ['de-AT', 'de', 'en']],
    ['he', ['he', 'en']],
    ['zh-MO', ['zh-MO', 'zh-HK', 'en']],
    ['zh-CN', ['zh-CN', 'en']],
  ])('%s reads from %j', (language, chain) => {
    expect(textLanguagesOf(language, bundles)).toEqual(chain);
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
