import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeStore } from '@/app/store';
import { cloudApi } from '@/lib/api/cloud-api';
import { mockGalleryFetch } from '../testing/mock-gallery-fetch';
import { getGalleryQuota } from './get-gallery-quota';
import { getPhotoViewUrl, getThumbnailUrl } from './get-photo-object-urls';

/**
 * Runs every timer the cache has set, its removal timers (keepUnusedDataFor 0) among them: what
 * is still there afterwards stays, with no pause to guess at.
 */
async function removalTimers(): Promise<void> {
  await vi.runAllTimersAsync();
}

describe('photo object URLs in the cache', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('keeps a thumbnail at 240 as an object URL, revoked only once its last subscriber goes', async () => {
    const server = mockGalleryFetch();
    const store = makeStore();
    const first = store.dispatch(getThumbnailUrl.initiate('photo-1'));
    const second = store.dispatch(getThumbnailUrl.initiate('photo-1'));
    await first;

    expect(server.paths).toEqual(['/api/media/v1/photos/photo-1/thumbnail?size=240']);
    expect(getThumbnailUrl.select('photo-1')(store.getState()).data).toBe(server.created[0]);
    first.unsubscribe();
    await removalTimers();
    expect(server.revoked).toEqual([]);

    second.unsubscribe();
    await removalTimers();
    expect(server.revoked).toEqual(server.created);
    expect(getThumbnailUrl.select('photo-1')(store.getState()).isUninitialized).toBe(true);
  });

  it('keeps its URL when asked again: a photo’s bytes never change', async () => {
    const server = mockGalleryFetch();
    const store = makeStore();
    const load = store.dispatch(getThumbnailUrl.initiate('photo-1'));
    await load;
    await store.dispatch(getThumbnailUrl.initiate('photo-1', { subscribe: false, forceRefetch: true }));
    expect(server.created).toHaveLength(1);
    expect(getThumbnailUrl.select('photo-1')(store.getState()).data).toBe(server.created[0]);
    load.unsubscribe();
  });

  it('keeps a failed thumbnail’s error with its photo id, and no image', async () => {
    const server = mockGalleryFetch({
      thumbnailFailures: { 'photo-2': { status: 403, body: { rcode: 40300000, rmsg: 'denied' } } },
    });
    const store = makeStore();
    const load = store.dispatch(getThumbnailUrl.initiate('photo-2'));
    await load;
    const entry = getThumbnailUrl.select('photo-2')(store.getState());
    expect(entry.data).toBeUndefined();
    expect(entry.error).toEqual({ photoId: 'photo-2', status: 403, rcode: 40300000, rmsg: 'denied' });
    expect(server.created).toEqual([]);
    load.unsubscribe();
  });

  it('makes no URL for a thumbnail whose entry went away while it loaded', async () => {
    const server = mockGalleryFetch({ pending: ['/api/media/v1/photos/photo-4/'] });
    const store = makeStore();
    const load = store.dispatch(getThumbnailUrl.initiate('photo-4'));
    await vi.waitFor(() => expect(server.paths).toHaveLength(1));
    load.unsubscribe();
    await removalTimers();
    expect(server.created).toEqual([]);
    expect(getThumbnailUrl.select('photo-4')(store.getState()).isUninitialized).toBe(true);
  });

  it('loads the single photo at 1080, revokes it when closed, and keeps a failure with its photo id', async () => {
    const server = mockGalleryFetch({
      thumbnailFailures: { gone: { status: 404, body: { rcode: 40400001, rmsg: 'No such photo.' } } },
    });
    const store = makeStore();

    const load = store.dispatch(getPhotoViewUrl.initiate('photo-7'));
    expect(getPhotoViewUrl.select('photo-7')(store.getState()).isLoading).toBe(true);
    await load;
    expect(server.paths).toEqual(['/api/media/v1/photos/photo-7/thumbnail?size=1080']);
    expect(getPhotoViewUrl.select('photo-7')(store.getState())).toMatchObject({ isSuccess: true, data: server.created[0] });
    load.unsubscribe();
    await removalTimers();
    expect(server.revoked).toEqual([server.created[0]]);

    const failed = store.dispatch(getPhotoViewUrl.initiate('gone'));
    await failed;
    expect(getPhotoViewUrl.select('gone')(store.getState()).data).toBeUndefined();
    expect(getPhotoViewUrl.select('gone')(store.getState())).toMatchObject({
      isError: true,
      error: { photoId: 'gone', status: 404, rcode: 40400001, rmsg: 'No such photo.' },
    });
    failed.unsubscribe();
  });

  it('forgets Gallery and revokes every URL when the cache is purged at sign-out', async () => {
    const server = mockGalleryFetch();
    const store = makeStore();
    await store.dispatch(getGalleryQuota.initiate(undefined, { subscribe: false }));
    await Promise.all([
      store.dispatch(getThumbnailUrl.initiate('photo-1')),
      store.dispatch(getPhotoViewUrl.initiate('photo-2')),
    ]);
    expect(server.created).toHaveLength(2);

    // What app/routes/loaders.ts purgeCachedStore does on the sign-out and login routes.
    store.dispatch(cloudApi.util.resetApiState());
    await vi.waitFor(() => expect([...server.revoked].sort()).toEqual([...server.created].sort()));
    expect(getGalleryQuota.select()(store.getState()).isUninitialized).toBe(true);
  });
});
