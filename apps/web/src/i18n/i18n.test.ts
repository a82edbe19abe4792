import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { detectCountry, detectLanguage, resolveLanguage } from './detect-language';
import {
  availableLanguages,
  changeLanguage,
  initI18n,
  languagesOf,
  type BundleLoaders,
} from './i18n';

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
});

describe('language detection', () => {
  const available = ['en', 'de', 'zh-TW'];

  it('prefers the stored choice, then the browser languages, then English', () => {
    expect(detectLanguage({ stored: 'de', browserLanguages: ['zh-TW'], available })).toBe('de');
    expect(detectLanguage({ stored: null, browserLanguages: ['fr-FR', 'de-AT'], available })).toBe(
      'de',
    );
    expect(detectLanguage({ stored: 'xx', browserLanguages: ['fr'], available })).toBe('en');
  });

  it('matches whole tags before primary languages', () => {
    expect(resolveLanguage('zh_tw', available)).toBe('zh-TW');
    expect(resolveLanguage('de-CH', available)).toBe('de');
    expect(resolveLanguage('', available)).toBeNull();
  });

  it('uses the stored country or US', () => {
    expect(detectCountry('KR')).toBe('KR');
    expect(detectCountry('korea')).toBe('US');
    expect(detectCountry(null)).toBe('US');
  });
});
