import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PortalRoutes } from '@cloud-portal/contract/portal-routes';
import { renderWithProviders } from '@/testing/render';
import { MainNavigation } from './main-navigation';

describe('MainNavigation', () => {
  it('lists the screens and the help pages', () => {
    renderWithProviders(<MainNavigation placement="side" />, { route: PortalRoutes.backup });
    expect(screen.getByRole('link', { name: 'Home' })).toHaveAttribute('href', PortalRoutes.home);
    expect(screen.getByRole('link', { name: 'Backups' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'End-to-end encryption' })).toBeInTheDocument();
  });

  it('offers only the help pages on the locked-cloud page, where every screen with data leads back', () => {
    renderWithProviders(<MainNavigation placement="side" />, { route: PortalRoutes.error403Locked });
    expect(screen.queryByRole('link', { name: 'Home' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Backups' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'About Cloud Portal' })).toHaveAttribute('href', PortalRoutes.infoOverview);
  });
});
