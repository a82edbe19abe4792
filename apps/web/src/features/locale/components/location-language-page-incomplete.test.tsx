import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { treatAsNotYetComplete } from '@/testing/languages-not-yet-complete';
import { renderPage } from './render-location-page';

treatAsNotYetComplete(['sv', 'pt']);

describe('LocationLanguagePage with languages not yet complete', () => {
  it('marks the languages shown in English and declares English when one is chosen', async () => {
    const user = userEvent.setup();
    const { store } = renderPage();
    await user.click(screen.getByRole('button', { name: 'Europe' }));
    expect(within(screen.getByRole('list', { name: 'Germany' })).getByRole('button', { name: 'Germany: Deutsch' })).toBeInTheDocument();
    expect(
      within(screen.getByRole('list', { name: 'Portugal' })).getByRole('button', { name: 'Portugal: Português English only' }),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Sweden: Svenska English only' }));

    expect(store.getState().preferences).toMatchObject({ language: 'sv', countryCode: 'SE' });
    expect(document.documentElement).toHaveAttribute('lang', 'en');
    expect(document.documentElement).toHaveAttribute('dir', 'ltr');
  });

});
