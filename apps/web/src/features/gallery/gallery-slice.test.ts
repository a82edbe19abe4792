import { describe, expect, it } from 'vitest';
import { makeStore } from '@/app/store';
import { loggedOut } from '@/stores/session-actions';
import {
  loadGalleryPreview,
  loadPhoto,
  releasePhoto,
  releaseThumbnails,
  selectGalleryInfo,
  selectGalleryLastSync,
  selectGalleryPhoto,
  selectGalleryThumbnails,
} from './gallery-slice';
import { mockGalleryFetch, NEWEST_PHOTO_TIME, TEST_QUOTA, testPhotos } from './testing/mock-gallery-fetch';

describe('gallery slice', () => {
  it('stores the quota, then loads the first 4 thumbnails at size 240 and the last synced time', async () => {
    const server = mockGalleryFetch();
    const store = makeStore();

    const load = store.dispatch(loadGalleryPreview());
    expect(selectGalleryInfo(store.getState()).status).toBe('pending');
    await load;

    expect(selectGalleryInfo(store.getState())).toEqual({ status: 'success', quota: TEST_QUOTA, error: null });
    expect(server.paths).toContain('/api/media/v1/photos?count=4');
    const thumbnailPaths = server.paths.filter((path) => path.includes('/thumbnail'));
    expect(thumbnailPaths).toEqual([1, 2, 3, 4].map((n) => `/api/media/v1/photos/photo-${n}/thumbnail?size=240`));
    // The two loads share one photo list call.
    expect(server.paths.filter((path) => path.startsWith('/api/media/v1/photos?'))).toHaveLength(1);

    const thumbnails = selectGalleryThumbnails(store.getState());
    expect(thumbnails.status).toBe('success');
    expect(thumbnails.items).toEqual(server.created.map((url, id) => ({ id, url })));
    expect(selectGalleryLastSync(store.getState())).toEqual({
      status: 'success',
      lastSyncedAt: NEWEST_PHOTO_TIME,
      error: null,
    });
  });

  it.each([
    [401, 121001],
    [403, 121009],
    [403, 121004],
  ])('keeps the Gallery code of a %i %i and loads nothing more', async (status, rcode) => {
    const server = mockGalleryFetch({ quota: { status, body: { rcode, rmsg: 'refused' } } });
    const store = makeStore();
    await store.dispatch(loadGalleryPreview());
    expect(selectGalleryInfo(store.getState())).toEqual({
      status: 'error',
      quota: null,
      error: { kind: 'code', code: rcode },
    });
    expect(server.paths).toHaveLength(1);
    expect(selectGalleryThumbnails(store.getState()).status).toBe('idle');
  });

  it('keeps the error of another 403 and the message of other failures', async () => {
    mockGalleryFetch({ quota: { status: 403, body: { rcode: 40300000, rmsg: 'no' } } });
    const store = makeStore();
    await store.dispatch(loadGalleryPreview());
    expect(selectGalleryInfo(store.getState()).error).toEqual({
      kind: 'error',
      error: { status: 403, rcode: 40300000, rmsg: 'no' },
    });

    mockGalleryFetch({ quota: { status: 500, body: { rcode: 50000001, rmsg: 'Internal error' } } });
    await store.dispatch(loadGalleryPreview());
    expect(selectGalleryInfo(store.getState()).error).toEqual({ kind: 'message', message: 'Internal error' });
  });

  it('clears the error once the quota loads again', async () => {
    mockGalleryFetch({ quota: { status: 500, body: { rcode: 50000001, rmsg: 'down' } } });
    const store = makeStore();
    await store.dispatch(loadGalleryPreview());
    mockGalleryFetch();
    await store.dispatch(loadGalleryPreview());
    expect(selectGalleryInfo(store.getState())).toMatchObject({ status: 'success', error: null });
  });

  it('starts nothing after an empty quota', async () => {
    const server = mockGalleryFetch({ quota: { status: 200, body: {} } });
    const store = makeStore();
    await store.dispatch(loadGalleryPreview());
    expect(server.paths).toEqual(['/api/odi/v2/quota/gallery']);
  });

  it('ignores an empty photo list: what was shown stays', async () => {
    mockGalleryFetch();
    const store = makeStore();
    await store.dispatch(loadGalleryPreview());
    const before = selectGalleryThumbnails(store.getState()).items;

    mockGalleryFetch({ photos: [] });
    await store.dispatch(loadGalleryPreview());
    expect(selectGalleryThumbnails(store.getState())).toMatchObject({ status: 'success', items: before });
    expect(selectGalleryLastSync(store.getState()).lastSyncedAt).toBe(NEWEST_PHOTO_TIME);
  });

  it('keeps a failed thumbnail in place without an image and records it with its photo id', async () => {
    mockGalleryFetch({
      photos: testPhotos(3),
      thumbnailFailures: { 'photo-2': { status: 403, body: { rcode: 40300000, rmsg: 'denied' } } },
    });
    const store = makeStore();
    await store.dispatch(loadGalleryPreview());
    const thumbnails = selectGalleryThumbnails(store.getState());
    expect(thumbnails.items.map((item) => item.url === null)).toEqual([false, true, false]);
    expect(thumbnails.failures).toEqual([{ photoId: 'photo-2', status: 403, rcode: 40300000, message: 'denied' }]);
  });

  it('sets the thumbnail and last-sync loads to error when the photo list fails', async () => {
    mockGalleryFetch({ photos: { status: 500, body: { rcode: 50000001, rmsg: 'down' } } });
    const store = makeStore();
    await store.dispatch(loadGalleryPreview());
    expect(selectGalleryThumbnails(store.getState())).toMatchObject({ status: 'error', error: 'down' });
    expect(selectGalleryLastSync(store.getState())).toMatchObject({ status: 'error', error: 'down' });
  });

  it('revokes the object URLs when released', async () => {
    const server = mockGalleryFetch();
    const store = makeStore();
    await store.dispatch(loadGalleryPreview());
    store.dispatch(releaseThumbnails());
    expect(server.revoked).toEqual(server.created);
    expect(selectGalleryThumbnails(store.getState()).items).toEqual([]);
  });

  it('revokes what an aborted load made, and keeps none of it', async () => {
    const server = mockGalleryFetch({ pending: ['/api/media/v1/photos/photo-4/'] });
    const store = makeStore();
    const load = store.dispatch(loadGalleryPreview());
    await expect.poll(() => server.created.length).toBe(3);
    load.abort();
    store.dispatch(releaseThumbnails());
    await expect.poll(() => server.revoked.length).toBe(3);
    expect(selectGalleryThumbnails(store.getState()).items).toEqual([]);
  });

  it('loads a single photo at 1080 and stores a failure with its photo id', async () => {
    const server = mockGalleryFetch({
      thumbnailFailures: { gone: { status: 404, body: { rcode: 40400001, rmsg: 'No such photo.' } } },
    });
    const store = makeStore();

    const load = store.dispatch(loadPhoto('photo-7'));
    expect(selectGalleryPhoto(store.getState())).toMatchObject({ status: 'pending', photoId: 'photo-7' });
    await load;
    expect(server.paths).toContain('/api/media/v1/photos/photo-7/thumbnail?size=1080');
    expect(selectGalleryPhoto(store.getState())).toMatchObject({ status: 'success', url: server.created[0] });

    store.dispatch(releasePhoto());
    expect(server.revoked).toEqual([server.created[0]]);

    await store.dispatch(loadPhoto('gone'));
    expect(selectGalleryPhoto(store.getState())).toMatchObject({
      status: 'error',
      url: null,
      error: { photoId: 'gone', status: 404, rcode: 40400001, message: 'No such photo.' },
    });
  });

  it('forgets everything on sign-out', async () => {
    mockGalleryFetch();
    const store = makeStore();
    await store.dispatch(loadGalleryPreview());
    store.dispatch(loggedOut());
    expect(selectGalleryInfo(store.getState()).status).toBe('idle');
  });
});
