import { afterEach, describe, expect, it, vi } from 'vitest';
import { getCachedPhotoThumbnail, replaceThumbnailStore } from './cached-photo-thumbnail';
import { mockGalleryFetch } from './testing/mock-gallery-fetch';
import { brokenThumbnailStore, memoryThumbnailStore } from './testing/memory-thumbnail-store';

const THUMBNAIL_PATH = '/api/media/v1/photos/photo-1/thumbnail?size=240';

describe('getCachedPhotoThumbnail', () => {
  let restore = () => {};
  afterEach(() => {
    restore();
    vi.unstubAllGlobals();
  });

  it('fetches a thumbnail it does not hold and keeps it under its size and photo id', async () => {
    const server = mockGalleryFetch();
    const cache = memoryThumbnailStore();
    restore = replaceThumbnailStore(cache.store);

    const blob = await getCachedPhotoThumbnail('photo-1', 240);

    expect(server.paths).toEqual([THUMBNAIL_PATH]);
    await vi.waitFor(() => expect(cache.blobs.get('240:photo-1')).toBe(blob));
  });

  it('answers a kept thumbnail without calling the server', async () => {
    const server = mockGalleryFetch();
    const cache = memoryThumbnailStore();
    const kept = new Blob(['kept'], { type: 'image/jpeg' });
    cache.blobs.set('240:photo-1', kept);
    restore = replaceThumbnailStore(cache.store);

    expect(await getCachedPhotoThumbnail('photo-1', 240)).toBe(kept);
    expect(server.paths).toEqual([]);
  });

  it('keeps sizes apart', async () => {
    const server = mockGalleryFetch();
    const cache = memoryThumbnailStore();
    cache.blobs.set('240:photo-1', new Blob(['small']));
    restore = replaceThumbnailStore(cache.store);

    await getCachedPhotoThumbnail('photo-1', 1080);

    expect(server.paths).toEqual(['/api/media/v1/photos/photo-1/thumbnail?size=1080']);
  });

  it('falls back to the server when the local database fails', async () => {
    const server = mockGalleryFetch();
    restore = replaceThumbnailStore(brokenThumbnailStore());

    const blob = await getCachedPhotoThumbnail('photo-1', 240);

    expect(blob.size).toBe(4);
    expect(server.paths).toEqual([THUMBNAIL_PATH]);
  });

  it('falls back to the server where there is no IndexedDB at all (the real store)', async () => {
    vi.stubGlobal('indexedDB', undefined);
    const server = mockGalleryFetch();

    const blob = await getCachedPhotoThumbnail('photo-1', 240);

    expect(blob.size).toBe(4);
    expect(server.paths).toEqual([THUMBNAIL_PATH]);
  });

  it('keeps nothing from a failed answer', async () => {
    mockGalleryFetch({
      thumbnailFailures: { 'photo-1': { status: 404, body: { rcode: 40400001 } } },
    });
    const cache = memoryThumbnailStore();
    restore = replaceThumbnailStore(cache.store);

    await expect(getCachedPhotoThumbnail('photo-1', 240)).rejects.toMatchObject({ status: 404 });
    expect(cache.blobs.size).toBe(0);
  });

  it('does not call the server once aborted', async () => {
    const server = mockGalleryFetch();
    restore = replaceThumbnailStore(memoryThumbnailStore().store);
    const controller = new AbortController();
    controller.abort();

    await expect(
      getCachedPhotoThumbnail('photo-1', 240, { signal: controller.signal }),
    ).rejects.toMatchObject({
      name: 'AbortError',
    });
    expect(server.paths).toEqual([]);
  });
});
