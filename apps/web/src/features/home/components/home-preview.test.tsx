import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/testing/render';
import { HomePreview } from './home-preview';

describe('HomePreview', { timeout: 20_000 }, () => {
  it('shows the home screen’s intro and a placeholder announced as loading, with no heading yet', () => {
    renderWithProviders(<HomePreview />);
    expect(screen.getByText('Here you can see and manage what your devices back up and sync to the cloud.')).toBeVisible();
    expect(screen.getByRole('status')).toHaveTextContent('Loading');
    expect(document.querySelector('[aria-busy="true"]')).not.toBeNull();
    // The greeting needs the name the session brings: no heading until then.
    expect(screen.queryByRole('heading')).toBeNull();
  });
});
