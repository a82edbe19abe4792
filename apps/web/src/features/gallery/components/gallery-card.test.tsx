import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/testing/render';
import { replaceThumbnailStore } from '../cached-photo-thumbnail';
import { brokenThumbnailStore, memoryThumbnailStore } from '../testing/memory-thumbnail-store';
import { accountDataChanged } from '@/stores/account-data-actions';
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
  });

  it('explains that Gallery sync is not turned on (121001)', async () => {
    mockGalleryFetch({ quota: { status: 401, body: { rcode: 121001, rmsg: 'never used' } } });
    renderWithProviders(<GalleryCard />);
    expect(await screen.findByText("Gallery sync isn't turned on")).toBeInTheDocument();
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });

  it('explains that Gallery moved to the linked drive (121009)', async () => {
    mockGalleryFetch({ quota: { status: 403, body: { rcode: 121009, rmsg: 'moved' } } });
    renderWithProviders(<GalleryCard />);
    expect(await screen.findByText('Your Gallery has moved')).toBeInTheDocument();
  });

  it('links to the end-of-service page after the end of service (121004)', async () => {
    mockGalleryFetch({ quota: { status: 403, body: { rcode: 121004, rmsg: 'ended' } } });
    renderWithProviders(<GalleryCard />);
    expect(await screen.findByText('Gallery sync has ended')).toBeInTheDocument();
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
      store.dispatch(accountDataChanged());
    });
    expect(card()).not.toHaveAttribute('aria-busy');
    expect(screen.getAllByRole('img', { name: /Recent photo/ })).toHaveLength(4);

    await waitFor(() => expect(within(card()).getByText('Last synced 03/06/2026')).toBeInTheDocument());
    await waitFor(() =>
      expect(screen.getAllByRole('img', { name: /Recent photo/ }).map((image) => image.getAttribute('src'))).toEqual(after.created),
    );
    expect(after.paths.some((path) => path.includes('/photo-new/thumbnail'))).toBe(true);
    // What it showed before is let go once the new thumbnails are in.
    await waitFor(() => expect(after.revoked).toEqual(before.created));
  });

  it('revokes the thumbnails’ object URLs when it unmounts', async () => {
    const server = mockGalleryFetch();
    const { unmount } = renderWithProviders(<GalleryCard />);
    expect(await screen.findAllByRole('img', { name: /Recent photo/ })).toHaveLength(4);
    expect(server.revoked).toEqual([]);
    unmount();
    expect(server.revoked).toEqual(server.created);
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
        expect(server.revoked).toEqual(server.created);
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
