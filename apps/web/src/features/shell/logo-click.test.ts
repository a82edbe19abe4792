import { describe, expect, it } from 'vitest';
import { HELP_ROUTES, PortalRoutes } from '@cloud-portal/contract/portal-routes';
import { logoClickAction } from './logo-click';

describe('logoClickAction (spec §2 Header)', () => {
  it.each([
    PortalRoutes.login,
    PortalRoutes.logout,
    PortalRoutes.timeout,
    PortalRoutes.verification,
    PortalRoutes.verificationComplete,
    PortalRoutes.verificationProcessing,
    '/verification/help/email',
  ])('signs out on %s', (pathname) => {
    expect(logoClickAction(pathname)).toBe('signOut');
  });

  it('keeps a visitor who never signed in on the sign-in page', () => {
    expect(logoClickAction(PortalRoutes.login, false)).toBe('stay');
    // The other signing-out pages keep the spec's rule.
    expect(logoClickAction(PortalRoutes.logout, false)).toBe('signOut');
    expect(logoClickAction(PortalRoutes.timeout, false)).toBe('signOut');
  });

  it('keeps a user whose cloud is locked on the locked-cloud page, which home would lead back to', () => {
    expect(logoClickAction(PortalRoutes.error403Locked)).toBe('stay');
  });

  it.each([...HELP_ROUTES])('goes home from the help page %s', (pathname) => {
    expect(logoClickAction(pathname)).toBe('home');
  });

  it('goes home from elsewhere, reloading when already home', () => {
    expect(logoClickAction(PortalRoutes.backupDetail)).toBe('home');
    expect(logoClickAction(PortalRoutes.error404)).toBe('home');
    expect(logoClickAction(PortalRoutes.home)).toBe('reloadHome');
  });
});
