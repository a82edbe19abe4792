import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createRoutes } from '@/app/router';
import { mockFetch } from '@/testing/fetch-mock';
import { renderRoutes, TEST_SESSION } from '@/testing/render';
import { devicesResponse } from './testing/backup-fixtures';
import { JOURNEY_TIMEOUT_MS } from './testing/render-backup-route';

describe('backup routes in the app', { timeout: JOURNEY_TIMEOUT_MS }, () => {
  it('load nothing when the session check fails (spec §2 Routing)', async () => {
    const { calls } = mockFetch({
      'GET /auth/session': { status: 401, body: { rcode: 40100001, rmsg: 'No session' } },
    });
    const { router } = renderRoutes(createRoutes, { route: '/backup' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(calls.filter((call) => call.path.startsWith('/api/'))).toEqual([]);
  });

  it('load their data once the session is there', async () => {
    const { calls } = mockFetch({
      'GET /auth/session': { status: 200, body: TEST_SESSION },
      'GET /api/backup/v4/devices': { status: 200, body: devicesResponse([]) },
      'GET /api/ctb/csweb/backups': { status: 200, body: { backups: [] } },
      'GET /api/notifications/v1/list': { status: 200, body: { notifications: [], unreadCount: 0 } },
      'GET /api/announcements/v1/current': { status: 200, body: { announcements: [] } },
    });
    renderRoutes(createRoutes, { route: '/backup' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Backups' })).toBeInTheDocument();
    // The frame's own calls (the notification bell, the announcement bar) aside.
    const frame = ['/api/notifications/v1/list', '/api/announcements/v1/current'];
    expect(calls.map((call) => call.path).filter((path) => !frame.includes(path.split('?')[0]!))).toEqual([
      '/auth/session',
      // The list screen asks for the devices without their items (the detail asks for those).
      '/api/backup/v4/devices?view=summary&limit=100',
      '/api/ctb/csweb/backups',
    ]);
  });
});
