import { renderHook } from '@testing-library/react';
import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { PERSONAL_DATA_CATEGORIES, personalDataCategory } from '@cloud-portal/domain/personal-data-categories';
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
        ...('fixedTextKey' in entry.countLabel
          ? [entry.countLabel.fixedTextKey]
          : [entry.countLabel.pluralKey, entry.countLabel.singularKey]),
        ...(entry.special ? [entry.special.noteKey] : []),
      ];
      for (const key of keys) expect(i18next.exists(key), key).toBe(true);
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
});
