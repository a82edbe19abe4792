import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/testing/render';
import { HomePage } from './home-page';

describe('HomePage', { timeout: 20_000 }, () => {
  it('greets the user by display name and shows the cards it is given', () => {
    renderWithProviders(
      <HomePage displayName="Alex Morgan">
        <section aria-label="A card">card</section>
      </HomePage>,
    );
    expect(
      screen.getByRole('heading', { level: 1, name: 'Welcome, Alex Morgan' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'A card' })).toBeInTheDocument();
    expect(document.title).toBe('Home – Cloud Portal');
  });
});
