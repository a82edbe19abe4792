import { renderHook } from '@testing-library/react';
import i18next from 'i18next';
import type { ReactNode } from 'react';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { useFormatters } from './use-formatters';

// 5 March 2026, 14:07 UTC.
const MOMENT = Date.UTC(2026, 2, 5, 14, 7);

async function formattersIn(language: string) {
  const instance = i18next.createInstance();
  await instance
    .use(initReactI18next)
    .init({ lng: language, resources: {}, react: { useSuspense: false } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <I18nextProvider i18n={instance}>{children}</I18nextProvider>
  );
  return { ...renderHook(() => useFormatters(), { wrapper }), instance };
}

describe('useFormatters', () => {
  it('writes Korean dates with unit characters', async () => {
    const { result } = await formattersIn('ko');
    expect(result.current.language).toBe('ko');
    expect(result.current.formatDate(MOMENT, { timeZone: 'UTC' })).toBe('3월 5일');
    expect(
      result.current.formatDate(MOMENT, { withYear: true, withTime: true, timeZone: 'UTC' }),
    ).toBe('2026년 3월 5일 14:07');
  });

  it('gives the US layout mm/dd/yyyy in en-US', async () => {
    const { result } = await formattersIn('en-US');
    expect(result.current.formatUsDate(MOMENT, { timeZone: 'UTC' })).toBe('03/05/2026');
    expect(result.current.formatSize(1_500_000)).toBe('1.5 MB');
  });

  it('writes dd/mm/yyyy hh:mm and German decimals in German', async () => {
    const { result } = await formattersIn('de');
    expect(
      result.current.formatDate(MOMENT, { withYear: true, withTime: true, timeZone: 'UTC' }),
    ).toBe('05/03/2026 14:07');
    expect(result.current.formatSize(1_500_000)).toBe('1,5 MB');
    expect(result.current.formatSizeParts(2)).toEqual({
      text: '2 Bytes',
      amount: '2',
      unit: 'Bytes',
    });
  });

  it('follows a language change', async () => {
    const { result, instance, rerender } = await formattersIn('en');
    expect(result.current.formatSize(1_500_000)).toBe('1.5 MB');
    await instance.changeLanguage('de');
    rerender();
    expect(result.current.formatSize(1_500_000)).toBe('1,5 MB');
  });
});
