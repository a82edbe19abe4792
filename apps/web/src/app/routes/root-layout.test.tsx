import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders, TEST_SESSION } from '@/testing/render';
import { LoadingLayout } from './root-layout';

const PICTURE = 'https://id.example.com/alex.png';

describe('LoadingLayout (the frame while the first route loads)', () => {
  it('pictures the profile the persisted store kept, not yet as a control', () => {
    renderWithProviders(<LoadingLayout />, {
      preloadedState: {
        profile: { profile: { ...TEST_SESSION.account, profileImageUrl: PICTURE } },
      },
    });
    expect(document.querySelector(`header img[src="${PICTURE}"]`)).not.toBeNull();
    expect(screen.queryByRole('button', { name: /^Account:/ })).not.toBeInTheDocument();
    expect(screen.getByRole('main')).toHaveAttribute('aria-busy', 'true');
  });

  it('shows the home screen’s preview at home only, the main area still loading', () => {
    renderWithProviders(<LoadingLayout />);
    expect(screen.getByRole('main')).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('main')).toHaveTextContent('Here you can see and manage what your devices back up');
  });

  it('shows nothing in the main area on another screen', () => {
    renderWithProviders(<LoadingLayout />, { route: '/backup' });
    expect(screen.getByRole('main')).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('main')).toBeEmptyDOMElement();
  });

  it('pictures no one when nothing was kept', () => {
    renderWithProviders(<LoadingLayout />);
    expect(document.querySelector('header img:not([alt="Cloud Portal home"])')).toBeNull();
    expect(document.querySelector('header svg')).toBeNull();
  });
});
