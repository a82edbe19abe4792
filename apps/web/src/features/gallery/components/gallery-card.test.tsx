import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/testing/render';
import { getPhotos } from '../api/get-photos';
import { replaceThumbnailStore } from '../cached-photo-thumbnail';
import { PREVIEW_PHOTOS_ARG } from '../load-gallery-preview';
import { brokenThumbnailStore, memoryThumbnailStore } from '../testing/memory-thumbnail-store';
import { ACCOUNT_DATA_TAGS, cloudApi } from '@/lib/api/cloud-api';
import { mockGalleryFetch, NEWEST_PHOTO_TIME, testPhotos } from '../testing/mock-gallery-fetch';
import { GalleryCard } from './gallery-card';

function card() {
  return screen.getByRole('region', { name: 'Gallery' });
}

// Whole-screen journeys with many renders: slow on a busy machine.
describe('GalleryCard', { timeout: 20_000 }, () => {
  it('says it is loading until the quota answers', () => {
    mockGalleryFetch({ pending: ['/api/odi/'] });
    renderWithProviders(<GalleryCard />);
    expect(within(card()).getByRole('status')).toHaveTextContent('Loading Gallery');
    expect(card()).toHaveAttribute('aria-busy', 'true');
  });

  it('shows the 4 newest thumbnails and the last synced date', async () => {
    const server = mockGalleryFetch();
    renderWithProviders(<GalleryCard />);

    const list = await screen.findByRole('list', { name: 'Recent photos' });
    const images = await within(list).findAllByRole('img');
    expect(images).toHaveLength(4);
    expect(images.map((image) => image.getAttribute('src'))).toEqual(server.created);
    expect(images[0]).toHaveAccessibleName('Recent photo 1');
    expect(within(card()).getByText('Last synced 03/05/2026')).toBeInTheDocument();
    expect(within(card()).getByRole('link', { name: 'Open Gallery' })).toHaveAttribute('href', '/gallery');
    expect(card()).not.toHaveAttribute('aria-busy');
    // The quota first; then one photo list call feeds both the thumbnails and the last sync.
    expect(server.paths[0]).toBe('/api/odi/v2/quota/gallery');
    expect(server.paths.filter((path) => path.startsWith('/api/media/v1/photos?'))).toEqual([
      '/api/media/v1/photos?count=4',
    ]);
    const thumbnailPaths = server.paths.filter((path) => path.includes('/thumbnail'));
    expect(thumbnailPaths).toEqual([1, 2, 3, 4].map((n) => `/api/media/v1/photos/photo-${n}/thumbnail?size=240`));
  });

  it('says so when no photo has been synced', async () => {
    mockGalleryFetch({ photos: [] });
    renderWithProviders(<GalleryCard />);
    expect(await screen.findByText('No photos have been synced yet.')).toBeInTheDocument();
    expect(screen.queryByText(/Last synced/)).not.toBeInTheDocument();
  });

  it('says there are no photos after an empty quota, which starts no thumbnail load', async () => {
    const server = mockGalleryFetch({ quota: { status: 200, body: {} } });
    renderWithProviders(<GalleryCard />);
    expect(await screen.findByText('No photos have been synced yet.')).toBeInTheDocument();
    expect(server.paths).toEqual(['/api/odi/v2/quota/gallery']);
  });

  it('shows a placeholder for a thumbnail that failed', async () => {
    mockGalleryFetch({
      photos: testPhotos(4),
      thumbnailFailures: { 'photo-3': { status: 403, body: { rcode: 40300000, rmsg: 'no' } } },
    });
    renderWithProviders(<GalleryCard />);
    const list = await screen.findByRole('list', { name: 'Recent photos' });
    expect(await within(list).findByRole('img', { name: "This photo couldn't be loaded" })).toBeInTheDocument();
    expect(within(list).getAllByRole('img', { name: /Recent photo/ })).toHaveLength(3);
    // It keeps its place among the others.
    expect(within(list).getAllByRole('img').map((image) => image.getAttribute('aria-label') ?? image.getAttribute('alt'))).toEqual([
      'Recent photo 1',
      'Recent photo 2',
      "This photo couldn't be loaded",
      'Recent photo 4',
    ]);
  });

  it('offers a retry when the photo list fails, and shows no last synced date', async () => {
    mockGalleryFetch({ photos: { status: 500, body: { rcode: 50000001, rmsg: 'down' } } });
    renderWithProviders(<GalleryCard />);
    expect(await screen.findByRole('alert')).toHaveTextContent("Gallery couldn't be loaded");
    expect(screen.queryByText(/Last synced/)).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Open Gallery' })).not.toBeInTheDocument();
  });

  it('explains that Gallery sync is not turned on (121001)', async () => {
    const server = mockGalleryFetch({ quota: { status: 401, body: { rcode: 121001, rmsg: 'never used' } } });
    renderWithProviders(<GalleryCard />);
    expect(await screen.findByText("Gallery sync isn't turned on")).toBeInTheDocument();
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
    // Nothing more is loaded after a refused quota.
    expect(server.paths).toEqual(['/api/odi/v2/quota/gallery']);
  });

  it('explains that Gallery moved to the linked drive (121009)', async () => {
    const server = mockGalleryFetch({ quota: { status: 403, body: { rcode: 121009, rmsg: 'moved' } } });
    renderWithProviders(<GalleryCard />);
    expect(await screen.findByText('Your Gallery has moved')).toBeInTheDocument();
    expect(server.paths).toEqual(['/api/odi/v2/quota/gallery']);
  });

  it('links to the end-of-service page after the end of service (121004)', async () => {
    const server = mockGalleryFetch({ quota: { status: 403, body: { rcode: 121004, rmsg: 'ended' } } });
    renderWithProviders(<GalleryCard />);
    expect(await screen.findByText('Gallery sync has ended')).toBeInTheDocument();
    expect(server.paths).toEqual(['/api/odi/v2/quota/gallery']);
    expect(screen.getByRole('link', { name: 'What happens to my photos' })).toHaveAttribute(
      'href',
      '/end-of-service',
    );
  });

  it('offers a retry after another failure, which loads the card', async () => {
    mockGalleryFetch({ quota: { status: 500, body: { rcode: 50000001, rmsg: 'Internal' } } });
    const user = userEvent.setup();
    renderWithProviders(<GalleryCard />);
    expect(await screen.findByRole('alert')).toHaveTextContent("Gallery couldn't be loaded");

    mockGalleryFetch();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findAllByRole('img', { name: /Recent photo/ })).toHaveLength(4);
    // The quota loaded again: its error is gone.
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows the error code of a refused call', async () => {
    mockGalleryFetch({ quota: { status: 403, body: { rcode: 40300000, rmsg: 'no' } } });
    renderWithProviders(<GalleryCard />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Error code 40300000');
  });

  it('loads again when the account’s data changes elsewhere, showing its photos until the new ones are in', async () => {
    const before = mockGalleryFetch();
    const { store } = renderWithProviders(<GalleryCard />);
    expect(await screen.findAllByRole('img', { name: /Recent photo/ })).toHaveLength(4);

    // A device synced a newer photo.
    const newest = { ...testPhotos(1)[0]!, photoId: 'photo-new', serverTimestamp: NEWEST_PHOTO_TIME + 86_400_000 };
    const after = mockGalleryFetch({ photos: [newest, ...testPhotos(19)] });
    act(() => {
      // What app/use-live-account-changes.ts does when the account's data changed elsewhere.
      store.dispatch(cloudApi.util.invalidateTags([...ACCOUNT_DATA_TAGS]));
    });
    expect(card()).not.toHaveAttribute('aria-busy');
    expect(screen.getAllByRole('img', { name: /Recent photo/ })).toHaveLength(4);

    await waitFor(() => expect(within(card()).getByText('Last synced 03/06/2026')).toBeInTheDocument());
    // The new photo's thumbnail is fetched and shown first; the three still shown keep theirs
    // (a photo's bytes never change under its id).
    await waitFor(() =>
      expect(screen.getAllByRole('img', { name: /Recent photo/ }).map((image) => image.getAttribute('src'))).toEqual([
        ...after.created,
        ...before.created.slice(0, 3),
      ]),
    );
    expect(after.paths.filter((path) => path.includes('/thumbnail'))).toEqual([
      '/api/media/v1/photos/photo-new/thumbnail?size=240',
    ]);
    // What it showed before and no longer shows is let go once the new thumbnails are in.
    await waitFor(() => expect(before.revoked).toEqual(before.created.slice(3)));
    expect(after.revoked).toEqual([]);
  });

  it('ignores an empty photo list when it loads again: what it showed stays', async () => {
    const before = mockGalleryFetch();
    const { store } = renderWithProviders(<GalleryCard />);
    const shown = await screen.findAllByRole('img', { name: /Recent photo/ });
    const shownUrls = shown.map((image) => image.getAttribute('src'));

    const after = mockGalleryFetch({ photos: [] });
    act(() => {
      store.dispatch(cloudApi.util.invalidateTags([...ACCOUNT_DATA_TAGS]));
    });
    // The new answer is in the cache: an empty list.
    await waitFor(() => expect(getPhotos.select(PREVIEW_PHOTOS_ARG)(store.getState()).data?.list).toEqual([]));
    expect(after.paths).toContain('/api/media/v1/photos?count=4');
    expect(screen.getAllByRole('img', { name: /Recent photo/ }).map((image) => image.getAttribute('src'))).toEqual(shownUrls);
    expect(within(card()).getByText('Last synced 03/05/2026')).toBeInTheDocument();
    expect(before.revoked).toEqual([]);
  });

  it('revokes the thumbnails’ object URLs when it unmounts', async () => {
    const server = mockGalleryFetch();
    const { unmount } = renderWithProviders(<GalleryCard />);
    expect(await screen.findAllByRole('img', { name: /Recent photo/ })).toHaveLength(4);
    expect(server.revoked).toEqual([]);
    unmount();
    // Once nothing shows them, their cache entries go, and their URLs with them.
    await waitFor(() => expect(server.revoked).toEqual(server.created));
  });

  describe('with the local database', () => {
    const isThumbnail = (path: string) => path.includes('/thumbnail');

    it('shows the thumbnails again from the local database, without calling the server for them', async () => {
      const cache = memoryThumbnailStore();
      const restore = replaceThumbnailStore(cache.store);
      try {
        mockGalleryFetch();
        const first = renderWithProviders(<GalleryCard />);
        expect(await screen.findAllByRole('img', { name: /Recent photo/ })).toHaveLength(4);
        await vi.waitFor(() =>
          expect([...cache.blobs.keys()]).toEqual(['240:photo-1', '240:photo-2', '240:photo-3', '240:photo-4']),
        );
        first.unmount();

        const server = mockGalleryFetch();
        const second = renderWithProviders(<GalleryCard />);
        const images = await screen.findAllByRole('img', { name: /Recent photo/ });
        expect(images.map((image) => image.getAttribute('src'))).toEqual(server.created);
        expect(server.paths.filter(isThumbnail)).toEqual([]);

        second.unmount();
        await waitFor(() => expect(server.revoked).toEqual(server.created));
      } finally {
        restore();
      }
    });

    it('fetches the thumbnails from the server when the local database fails', async () => {
      const restore = replaceThumbnailStore(brokenThumbnailStore());
      try {
        const server = mockGalleryFetch();
        renderWithProviders(<GalleryCard />);
        expect(await screen.findAllByRole('img', { name: /Recent photo/ })).toHaveLength(4);
        expect(server.paths.filter(isThumbnail)).toHaveLength(4);
      } finally {
        restore();
      }
    });
  });
});
