import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/testing/render';
import { HomePage } from './home-page';

describe('HomePage', () => {
  it('greets the user by display name', () => {
    renderWithProviders(<HomePage displayName="Alex Morgan" />);
    expect(
      screen.getByRole('heading', { level: 1, name: 'Welcome, Alex Morgan' }),
    ).toBeInTheDocument();
    expect(document.title).toBe('Home – Cloud Portal');
  });
});
