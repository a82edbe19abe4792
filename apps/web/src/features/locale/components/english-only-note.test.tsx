import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { SessionStorageKeys } from '@/lib/storage/storage-keys';
import { makePreferencesState } from '@/stores/preferences-state';
import { treatAsNotYetComplete } from '@/testing/languages-not-yet-complete';
import { renderWithProviders } from '@/testing/render';
import { EnglishOnlyNote } from './english-only-note';

treatAsNotYetComplete(['sv', 'uk', 'pt']);

function renderIn(language: string, countryCode: string) {
  return renderWithProviders(<EnglishOnlyNote />, {
    preloadedState: { preferences: makePreferencesState(language, countryCode) },
  });
}

afterEach(() => sessionStorage.clear());

describe('EnglishOnlyNote', () => {
  it('says a language without a complete bundle is shown in English, naming it in itself', () => {
    renderIn('sv', 'SE');
    const note = screen.getByRole('note');
    expect(note).toHaveTextContent('The portal is not available in Svenska yet, so it is shown in English.');
    expect(note.querySelector('[lang="sv"]')).toHaveTextContent('Svenska');
  });

  it('says nothing for a complete language', () => {
    renderIn('de', 'DE');
    expect(screen.queryByRole('note')).not.toBeInTheDocument();
  });

  it('gives Portugal the note rather than Brazilian text', () => {
    renderIn('pt', 'PT');
    expect(screen.getByRole('note')).toHaveTextContent('not available in Português yet');
  });

  it('says so once: closed, it stays closed for that language in this tab', async () => {
    const user = userEvent.setup();
    const first = renderIn('sv', 'SE');
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('note')).not.toBeInTheDocument();
    expect(sessionStorage.getItem(SessionStorageKeys.englishOnlyNoteClosed)).toBe('sv');
    first.unmount();

    const again = renderIn('sv', 'SE');
    expect(screen.queryByRole('note')).not.toBeInTheDocument();
    again.unmount();
    renderIn('uk', 'UA');
    expect(screen.getByRole('note')).toHaveTextContent('Українська');
  });
});
