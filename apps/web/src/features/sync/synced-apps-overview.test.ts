import { describe, expect, it } from 'vitest';
import { NOW, deviceContextsFixture, quotaUsageFixture } from '@/testing/cloud-fixtures';
import { syncedAppsOverview } from './synced-apps-overview';

const HOUR = 60 * 60 * 1000;

describe('synced apps overview', () => {
  it('lists the SYNC usage per app with the newest change any device synced', () => {
    const overview = syncedAppsOverview(quotaUsageFixture(), deviceContextsFixture(), []);
    expect(overview.apps).toEqual([
      { cid: 'contacts', count: 1_248, size: 3_410_000, lastModifiedTime: NOW - HOUR },
      { cid: 'notes', count: 87, size: 245_600_000, lastModifiedTime: NOW - 24 * HOUR },
      { cid: 'internet', count: 312, size: 18_900_000, lastModifiedTime: NOW - 3 * HOUR },
    ]);
    // Only SYNC entries: the secure folder's (KNOX) contacts and the gallery (DEFAULT) are not synced apps here.
    expect(overview.totalSize).toBe(3_410_000 + 245_600_000 + 18_900_000);
    expect(overview.beingDeleted).toEqual([]);
  });

  it('leaves apps with an unfinished erasure task out of the list and the total', () => {
    const overview = syncedAppsOverview(
      quotaUsageFixture(),
      [],
      ['notes', 'A1B2C3D4E5', 'calendar'],
    );
    expect(overview.apps.map((app) => app.cid)).toEqual(['contacts', 'internet']);
    expect(overview.totalSize).toBe(3_410_000 + 18_900_000);
    expect(overview.beingDeleted).toEqual(['calendar', 'notes']);
  });

  it('counts an app as being deleted while the erasure screen erases its kind', () => {
    // Notes' personal-data id, as the erasure screen sends it: the notes app's data goes.
    const overview = syncedAppsOverview(quotaUsageFixture(), [], ['Hq8sD2fJ6a']);
    expect(overview.apps.map((app) => app.cid)).toEqual(['contacts', 'internet']);
    expect(overview.beingDeleted).toEqual(['notes']);
  });

  it('tells when a device has auto sync off', () => {
    expect(syncedAppsOverview(quotaUsageFixture(), deviceContextsFixture(), []).isAutoSyncOff).toBe(
      true,
    );
    expect(
      syncedAppsOverview(quotaUsageFixture(), deviceContextsFixture().slice(0, 1), [])
        .isAutoSyncOff,
    ).toBe(false);
  });

  it('has no last sync time for an app no device reports', () => {
    expect(syncedAppsOverview(quotaUsageFixture(), [], []).apps[0]?.lastModifiedTime).toBeNull();
  });
});
