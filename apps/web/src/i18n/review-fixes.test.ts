import { describe, expect, it } from 'vitest';
import { flattenBundle, type TranslationTree } from './compare-bundles.mjs';

/**
 * The localisation review's findings (issue 17 part 3), kept from coming back: each test
 * names the finding it guards. Reads the bundle files as they are on disk.
 */
const files = import.meta.glob<TranslationTree>('./locales/*/*.json', { eager: true, import: 'default' });

/** Every key of one language as `<area>.<key>` → text. */
function textsOf(language: string): Map<string, string> {
  const texts = new Map<string, string>();
  for (const [path, content] of Object.entries(files)) {
    const [, lng, area] = /^\.\/locales\/([^/]+)\/([^/]+)\.json$/.exec(path) ?? [];
    if (lng !== language || area === undefined) continue;
    for (const [key, text] of flattenBundle(content, area)) texts.set(key, String(text));
  }
  return texts;
}

const LANGUAGES = [
  ...new Set(Object.keys(files).map((path) => /^\.\/locales\/([^/]+)\//.exec(path)?.[1] ?? '')),
].filter((language) => language !== '');
const english = textsOf('en');

describe('the localisation review’s fixes stay fixed', () => {
  it('writes the copyright line in Japanese and Korean', () => {
    for (const language of ['ja', 'ko']) {
      expect(textsOf(language).get('shell.footer.copyright')).not.toMatch(/rights reserved/i);
    }
  });

  it('translates the drawer’s device-finding links in every language', () => {
    for (const language of LANGUAGES.filter((lng) => lng !== 'en')) {
      const texts = textsOf(language);
      expect(texts.get('shell.drawer.find'), language).not.toBe(english.get('shell.drawer.find'));
      expect(texts.get('shell.drawer.findMyMobile'), language).not.toBe(english.get('shell.drawer.findMyMobile'));
    }
  });

  it('counts erasure data with plural keys, not "Liczba…: N" workarounds (pl, ru, ar)', () => {
    for (const language of ['pl', 'ru', 'ar']) {
      const counts = [...textsOf(language)].filter(([key]) => /^erasure\.personalData\..*\.count_/.test(key));
      expect(counts.length, language).toBeGreaterThan(0);
      for (const [key, text] of counts) expect(text, `${language} ${key}`).not.toMatch(/:\s*\{\{count/);
    }
  });

  it('addresses the reader as 您 in the Chinese cookie purposes and durations', () => {
    for (const language of ['zh-CN', 'zh-TW']) {
      const cookieTexts = [...textsOf(language)].filter(
        ([key]) => key.startsWith('cookies.purposes.') || key === 'cookies.table.durations.untilDeleted',
      );
      expect(cookieTexts.length).toBeGreaterThan(0);
      for (const [key, text] of cookieTexts) expect(text, `${language} ${key}`).not.toMatch(/你/);
    }
  });

  it('says 工作設定檔 and 相簿 in Traditional Chinese', () => {
    for (const [key, text] of textsOf('zh-TW')) expect(text, key).not.toMatch(/工作資料夾|圖庫/);
  });

  it('makes the Spanish, French, Italian and Portuguese _many forms read as _other', () => {
    for (const language of ['es', 'fr', 'it', 'pt-BR']) {
      const texts = textsOf(language);
      for (const [key, text] of texts) {
        if (key.endsWith('_many')) expect(text, `${language} ${key}`).toBe(texts.get(key.replace(/_many$/, '_other')));
      }
    }
  });

  it('lets Intl write the Arabic minutes (the dual دقيقتين), not "بـ 2 دقيقة"', () => {
    const text = textsOf('ar').get('help.overview.accountNeeded.p3') ?? '';
    expect(text).toMatch(/\{\{idleMinutes, number\(style: unit; unit: minute/);
    expect(text).not.toMatch(/2 دقيقة/);
  });

  it('does not leave the Korean 400 title a literal "Pardon?"', () => {
    expect(textsOf('ko').get('errors.400.title')).not.toMatch(/[A-Za-z]/);
  });

  it('writes the Japanese help causes politely with full-width colons', () => {
    const causes = [...textsOf('ja')].filter(([key]) => key.startsWith('help.') && key.includes('.causes.'));
    expect(causes.length).toBeGreaterThan(0);
    for (const [key, text] of causes) {
      expect(text, key).toMatch(/(ます|です|ません|ください)。$/);
      expect(text.replace(/\{\{[^}]*\}\}/g, ''), key).not.toContain(':');
    }
  });

  it('takes the backup retention days from the constant in every bundle', () => {
    for (const language of LANGUAGES) {
      const intro = [...textsOf(language)].filter(([key]) => key.startsWith('backup.devices.intro'));
      expect(intro.length, language).toBeGreaterThan(0);
      for (const [key, text] of intro) expect(text, `${language} ${key}`).not.toContain('365');
      expect(intro.some(([, text]) => text.includes('{{count, number}}')), language).toBe(true);
    }
  });
});
