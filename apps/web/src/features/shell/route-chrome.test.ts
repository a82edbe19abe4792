import { describe, expect, it } from 'vitest';
import { PortalRoutes } from '@cloud-portal/contract/portal-routes';
import { backTarget, hasSmallScreenToolbar, routeTitleKey } from './route-chrome';

describe('small-screen toolbar rules', () => {
  it.each([
    [PortalRoutes.home, 'shell.routes.home'],
    [PortalRoutes.backup, 'shell.routes.backup'],
    [PortalRoutes.backupDetail, 'shell.routes.backupDetail'],
    [PortalRoutes.backupDetailDelete, 'shell.routes.backupDelete'],
    [PortalRoutes.syncDelete, 'shell.routes.syncDelete'],
    [PortalRoutes.infoE2ee, 'shell.routes.infoE2ee'],
    [PortalRoutes.erasure, 'shell.routes.erasure'],
    [PortalRoutes.infoOverview, 'shell.routes.info'],
    [PortalRoutes.cookiePolicyCookieList, 'shell.routes.cookieList'],
    ['/verification/help/email', 'shell.routes.verification'],
    [PortalRoutes.error500, 'shell.routes.error'],
  ])('%s is titled %s', (pathname, key) => {
    expect(routeTitleKey(pathname)).toBe(key);
  });

  it('shows the toolbar below the home page, the logo on home, sign-in and error pages', () => {
    expect(hasSmallScreenToolbar(PortalRoutes.backup)).toBe(true);
    expect(hasSmallScreenToolbar(PortalRoutes.infoGallery)).toBe(true);
    expect(hasSmallScreenToolbar(PortalRoutes.home)).toBe(false);
    expect(hasSmallScreenToolbar(PortalRoutes.login)).toBe(false);
    expect(hasSmallScreenToolbar(PortalRoutes.timeout)).toBe(false);
    expect(hasSmallScreenToolbar(PortalRoutes.error403Locked)).toBe(false);
  });

  it('goes back in history on help and sub-pages, home otherwise', () => {
    expect(backTarget(PortalRoutes.infoDeviceBackups)).toBe('history');
    expect(backTarget(PortalRoutes.backupDetail)).toBe('history');
    expect(backTarget(PortalRoutes.cookiePolicy)).toBe('history');
    expect(backTarget('/verification/help/email')).toBe('history');
    expect(backTarget(PortalRoutes.backup)).toBe('home');
    expect(backTarget(PortalRoutes.devices)).toBe('home');
  });
});
