import { renderHook } from '@testing-library/react';
import i18next from 'i18next';
import type { ReactNode } from 'react';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { Provider } from 'react-redux';
import { describe, expect, it } from 'vitest';
import { makeStore } from '@/app/store';
import { makePreferencesState } from '@/stores/preferences-state';
import { useFormatters } from './use-formatters';

// 5 March 2026, 14:07 UTC.
const MOMENT = Date.UTC(2026, 2, 5, 14, 7);

async function formattersIn(language: string, countryCode = 'US') {
  const instance = i18next.createInstance();
  await instance
    .use(initReactI18next)
    .init({ lng: language, resources: {}, react: { useSuspense: false } });
  const store = makeStore({ preferences: makePreferencesState(language, countryCode) });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <Provider store={store}>
      <I18nextProvider i18n={instance}>{children}</I18nextProvider>
    </Provider>
  );
  return { ...renderHook(() => useFormatters(), { wrapper }), instance };
}

describe('useFormatters', () => {
  it('writes Korean dates with unit characters', async () => {
    const { result } = await formattersIn('ko', 'KR');
    expect(result.current.language).toBe('ko');
    expect(result.current.formatDate(MOMENT, { timeZone: 'UTC' })).toBe('3월 5일');
    expect(
      result.current.formatDate(MOMENT, { withYear: true, withTime: true, timeZone: 'UTC' }),
    ).toBe('2026년 3월 5일 14:07');
  });

  it('writes mm/dd/yyyy for English in the United States, dd/mm/yyyy in the United Kingdom', async () => {
    const { result } = await formattersIn('en', 'US');
    expect(result.current.formatDate(MOMENT, { withYear: true, timeZone: 'UTC' })).toBe('03/05/2026');
    expect(result.current.formatUsDate(MOMENT, { timeZone: 'UTC' })).toBe('03/05/2026');
    expect(result.current.formatSize(1_500_000)).toBe('1.5 MB');
    const { result: british } = await formattersIn('en', 'GB');
    expect(british.current.formatDate(MOMENT, { withYear: true, timeZone: 'UTC' })).toBe('05/03/2026');
  });

  it('writes yyyy/mm/dd in Japanese and Persian digits in Persian', async () => {
    const { result } = await formattersIn('ja', 'JP');
    expect(result.current.formatDate(MOMENT, { withYear: true, timeZone: 'UTC' })).toBe('2026/03/05');
    const { result: persian } = await formattersIn('fa', 'IR');
    expect(persian.current.formatDate(MOMENT, { withYear: true, timeZone: 'UTC' })).toBe('۲۰۲۶/۰۳/۰۵');
  });

  it('writes the dates of a language still shown in English as English does in that country', async () => {
    const { result } = await formattersIn('sv', 'SE');
    expect(result.current.language).toBe('sv');
    expect(result.current.formatDate(MOMENT, { withYear: true, timeZone: 'UTC' })).toBe('2026-03-05');
  });

  it('writes German dates and decimals in German', async () => {
    const { result } = await formattersIn('de', 'DE');
    expect(
      result.current.formatDate(MOMENT, { withYear: true, withTime: true, timeZone: 'UTC' }),
    ).toBe('05.03.2026 14:07');
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
