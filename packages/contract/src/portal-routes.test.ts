import { describe, expect, it } from 'vitest';
import { isPortalRoute, PUBLIC_ROUTES } from './portal-routes';

describe('isPortalRoute', () => {
  it.each(['/', '/backup', '/backup/detail/delete', '/reset_edp_status', '/verification/help/email', '/error403-locked'])(
    'knows %s',
    (path) => expect(isPortalRoute(path)).toBe(true),
  );

  it.each(['/backupx', '/backup/', '/verification/help/a/b', '/api/backup/v4/devices', '', '/%23/backup'])(
    'does not know %s',
    (path) => expect(isPortalRoute(path)).toBe(false),
  );
});

describe('public routes', () => {
  it('are the sign-in pages and the six help pages (spec §2)', () => {
    expect([...PUBLIC_ROUTES].sort()).toEqual(
      [
        '/login',
        '/logout',
        '/timeout',
        '/info',
        '/info-device-backups',
        '/info-gallery',
        '/info-other-synced-apps',
        '/info-cloud-temporary-backup',
        '/info-e2ee',
      ].sort(),
    );
  });
});
