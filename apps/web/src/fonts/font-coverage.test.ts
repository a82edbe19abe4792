import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { COMPLETE_LANGUAGES } from '@/i18n/languages';
import { fontForLanguage, type FontId } from './font-for-language';
import source from './font-stylesheets.ts?raw';

/*
 * Every letter of every complete language is drawn in one of the faces loaded for it, never
 * in whatever the system has: the test reads the stylesheets the loaders import
 * (font-stylesheets.ts) and the code points each @font-face covers — its unicode-range, or for
 * a stylesheet of one subset without one, that subset's range from the package's unicode.json.
 * This is also what shows that Noto Sans covers Hindi and Nepali (its devanagari subset) and
 * the Cyrillic and Greek languages.
 */

const require = createRequire(import.meta.url);

type Range = [number, number];

function parseRanges(value: string): Range[] {
  return value.split(',').flatMap((part): Range[] => {
    const match = /U\+([0-9A-Fa-f]+)(?:-([0-9A-Fa-f]+))?/.exec(part.trim());
    if (match?.[1] === undefined) return [];
    return [[parseInt(match[1], 16), parseInt(match[2] ?? match[1], 16)]];
  });
}

/** The code points a face's stylesheets (as the loader imports them) cover. */
function coverageOf(id: FontId): Range[] {
  const sheets = [...source.matchAll(new RegExp(`'@fontsource/${id}/([\\w-]+)\\.css'`, 'g'))].map((match) => match[1] ?? '');
  expect(sheets, id).not.toEqual([]);
  const subsets = JSON.parse(readFileSync(require.resolve(`@fontsource/${id}/unicode.json`), 'utf8')) as Record<string, string>;
  return sheets.flatMap((sheet) => {
    const css = readFileSync(require.resolve(`@fontsource/${id}/${sheet}.css`), 'utf8');
    return (css.match(/@font-face\s*{[^}]*}/g) ?? []).flatMap((rule) => {
      const range = /unicode-range:([^;}]+)/.exec(rule)?.[1];
      if (range !== undefined) return parseRanges(range);
      // One subset's file: 'thai-400' is the thai subset; the CJK subsets are split into
      // numbered slices in unicode.json, which together are the whole file.
      const subset = sheet.replace(/-\d00$/, '');
      const ranges = subsets[subset] ?? Object.entries(subsets).filter(([name]) => /^\[\d+\]$/.test(name)).map(([, value]) => value).join(',');
      expect(ranges, `${id} ${sheet}`).not.toBe('');
      return parseRanges(ranges);
    });
  });
}

const coverage = new Map<FontId, Range[]>();
function covers(id: FontId, point: number): boolean {
  if (!coverage.has(id)) coverage.set(id, coverageOf(id));
  return (coverage.get(id) ?? []).some(([start, end]) => point >= start && point <= end);
}

const bundleFiles = import.meta.glob<unknown>('../i18n/locales/*/*.json', { eager: true, import: 'default' });

/** The letters and marks of a language's texts, without placeholders and tag names. */
function lettersOf(language: string): Set<string> {
  const letters = new Set<string>();
  const collect = (value: unknown): void => {
    if (typeof value === 'string') {
      const text = value.replace(/\{\{\w+\}\}|<\/?\w+\s*\/?>/g, ' ');
      for (const char of text.match(/[\p{L}\p{M}]/gu) ?? []) letters.add(char);
    } else if (value !== null && typeof value === 'object') Object.values(value).forEach(collect);
  };
  for (const [path, content] of Object.entries(bundleFiles)) if (path.split('/')[3] === language) collect(content);
  return letters;
}

describe('the faces loaded for a language', () => {
  it.each(COMPLETE_LANGUAGES.map((language) => [language]))('draw every letter of %s', (language) => {
    const letters = lettersOf(language);
    expect(letters.size).toBeGreaterThan(20);
    const { fonts } = fontForLanguage(language);
    const uncovered = [...letters].filter((char) => !fonts.some((id) => covers(id, char.codePointAt(0) ?? 0)));
    expect(uncovered.map((char) => `${char} U+${(char.codePointAt(0) ?? 0).toString(16).toUpperCase()}`)).toEqual([]);
  });

  it('give Hindi and Nepali Noto Sans alone, by its Devanagari subset', () => {
    for (const language of ['hi', 'ne']) {
      expect(fontForLanguage(language).fonts).toEqual(['noto-sans']);
      expect(covers('noto-sans', 'क'.codePointAt(0) ?? 0)).toBe(true);
    }
  });
});
