import { renderHook } from '@testing-library/react';
import i18next from 'i18next';
import { afterEach, describe, expect, it } from 'vitest';
import { PERSONAL_DATA_CATEGORIES, personalDataCategory } from '@cloud-portal/domain/personal-data-categories';
import { changeLanguage } from '@/i18n/i18n';
import { usePersonalDataText } from './use-personal-data-text';

function category(kind: string) {
  const found = Object.values(PERSONAL_DATA_CATEGORIES).find((candidate) => candidate.kind === kind);
  if (!found) throw new Error(kind);
  return found;
}

describe('usePersonalDataText', () => {
  it('finds every key the domain names in the English bundle', () => {
    for (const entry of Object.values(PERSONAL_DATA_CATEGORIES)) {
      const keys = [
        entry.titleKey,
        ...('fixedTextKey' in entry.countLabel ? [entry.countLabel.fixedTextKey] : []),
        ...(entry.special ? [entry.special.noteKey] : []),
      ];
      for (const key of keys) expect(i18next.exists(key), key).toBe(true);
      if ('countKey' in entry.countLabel) {
        // A plural key exists only with a count: both English forms are there.
        const key = entry.countLabel.countKey;
        for (const count of [1, 2]) expect(i18next.exists(key, { count }), `${key} ${count}`).toBe(true);
      }
    }
  });

  it('gives titles, counts, fixed text and special-case notes', () => {
    const { result } = renderHook(() => usePersonalDataText());
    const text = result.current;
    expect(text.title(category('notes'))).toBe('Notes');
    expect(text.detail(category('notes'), 1)).toBe('1 note');
    expect(text.detail(category('notes'), 1245)).toBe('1,245 notes');
    expect(text.detail(category('notes'), null)).toBeNull();
    expect(text.detail(category('passSignIn'), 3)).toBe('Saved sign-in details');
    expect(text.note(category('passSignIn'))).toBeNull();
    expect(text.note(category('wifi'))).toMatch(/networks/);
    expect(personalDataCategory('Mf8rT2kW4x')?.special?.kind).toBe('bluetooth');
  });

  describe('picks the plural form of the language (CLDR), not singular/plural', () => {
    afterEach(async () => {
      await changeLanguage('en', i18next);
    });

    it.each<[string, string, number, string]>([
      ['pl', 'notes', 1, '1 notatka'],
      ['pl', 'notes', 2, '2 notatki'],
      ['pl', 'notes', 5, '5 notatek'],
      ['pl', 'notes', 22, '22 notatki'],
      ['pl', 'contacts', 21, '21 kontaktów'],
      ['ru', 'notes', 1, '1 заметка'],
      ['ru', 'notes', 2, '2 заметки'],
      ['ru', 'notes', 5, '5 заметок'],
      ['ru', 'notes', 22, '22 заметки'],
      ['ru', 'calendar', 21, '21 событие'],
      ['ar', 'notes', 2, 'ملاحظتان'],
      ['ar', 'notes', 5, '5 ملاحظات'],
    ])('%s: %s x %d is %j', async (language, kind, count, expected) => {
      await changeLanguage(language, i18next);
      const { result } = renderHook(() => usePersonalDataText());
      expect(result.current.detail(category(kind), count)).toBe(expected);
    });
  });
});
