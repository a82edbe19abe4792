import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/testing/render';
import { EndOfServicePage } from './end-of-service-page';

describe('EndOfServicePage', () => {
  it('says what ended, what happens to the photos, and links to the Gallery help', () => {
    renderWithProviders(<EndOfServicePage />, { route: '/end-of-service' });
    expect(screen.getByRole('heading', { level: 1, name: 'Gallery sync has ended' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'What has ended' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'What happens to your photos' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Read more about Gallery sync' })).toHaveAttribute('href', '/info-gallery');
    expect(document.title).toBe('Gallery sync has ended – Cloud Portal');
  });
});
