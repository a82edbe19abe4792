import { describe, expect, it } from 'vitest';
import { PortalRoutes } from '@cloud-portal/contract/portal-routes';
import { SessionStorageKeys } from '@/lib/storage/storage-keys';
import { sessionLostRoute } from './session-lost-route';

describe('sessionLostRoute (spec §4 Auth: a 401 during authentication)', () => {
  it('goes to the time-out page when the marker says timeout', () => {
    expect(sessionLostRoute({ wasSignedIn: true, signOutReason: 'timeout' })).toBe(PortalRoutes.timeout);
    expect(sessionLostRoute({ wasSignedIn: false, signOutReason: 'timeout' })).toBe(PortalRoutes.timeout);
  });

  it('goes to the sign-out page for a user whose session this tab knew', () => {
    expect(sessionLostRoute({ wasSignedIn: true, signOutReason: null, hasLoggedInBefore: false })).toBe(PortalRoutes.logout);
    expect(sessionLostRoute({ wasSignedIn: false, signOutReason: null, hasLoggedInBefore: true })).toBe(PortalRoutes.logout);
    expect(sessionLostRoute({ wasSignedIn: false, signOutReason: 'signOut', hasLoggedInBefore: false })).toBe(PortalRoutes.logout);
  });

  it('goes to the login page for a visitor who never signed in here', () => {
    expect(sessionLostRoute({ wasSignedIn: false, signOutReason: null, hasLoggedInBefore: false })).toBe(PortalRoutes.login);
  });

  it('reads the marker and the sign-in flag from session storage by default', () => {
    expect(sessionLostRoute({ wasSignedIn: false })).toBe(PortalRoutes.login);
    sessionStorage.setItem(SessionStorageKeys.hasLoggedInBefore, '1');
    expect(sessionLostRoute({ wasSignedIn: false })).toBe(PortalRoutes.logout);
    sessionStorage.setItem(SessionStorageKeys.signOutReason, 'timeout');
    expect(sessionLostRoute({ wasSignedIn: false })).toBe(PortalRoutes.timeout);
  });
});
