import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderRoutes, renderWithProviders, signedInAuthState } from '@/testing/render';
import { getGalleryQuota } from '../api/get-gallery-quota';
import { replaceThumbnailStore } from '../cached-photo-thumbnail';
import { galleryRoutes } from '../gallery-routes';
import { memoryThumbnailStore } from '../testing/memory-thumbnail-store';
import { mockGalleryFetch, testPhotos } from '../testing/mock-gallery-fetch';
import { GalleryPage } from './gallery-page';

function renderGallery(route = '/gallery') {
  return renderRoutes((store) => galleryRoutes(store), {
    route,
    preloadedState: { auth: signedInAuthState() },
  });
}

// Whole-screen journeys with many renders: slow on a busy machine.
describe('GalleryPage', { timeout: 20_000 }, () => {
  it('shows the storage used, the photo count and the newest photos', async () => {
    const server = mockGalleryFetch();
    renderGallery();

    expect(await screen.findByRole('heading', { level: 1, name: 'Gallery' })).toBeInTheDocument();
    expect(document.title).toBe('Gallery – Cloud Portal');
    expect(screen.getByText('1.3 GB of 200.0 GB used')).toBeInTheDocument();
    expect(screen.getByRole('meter', { name: 'Storage' })).toHaveAttribute('aria-valuetext', '1.3 GB of 200.0 GB used');
    expect(screen.getByText('45 photos')).toBeInTheDocument();
    const grid = screen.getByRole('list', { name: 'Latest photos' });
    expect(within(grid).getAllByRole('button')).toHaveLength(20);
    expect(server.paths).toContain('/api/media/v1/photos?count=20');
    await waitFor(() => expect(server.created).toHaveLength(20));
    expect(server.paths.filter((path) => path.endsWith('thumbnail?size=240'))).toHaveLength(20);
    expect(screen.getByRole('link', { name: 'About Gallery sync' })).toHaveAttribute('href', '/info-gallery');
  });

  it('revokes the grid’s object URLs when the page goes away', async () => {
    const server = mockGalleryFetch({ photos: testPhotos(3) });
    const { unmount } = renderGallery();
    await waitFor(() => expect(server.created).toHaveLength(3));
    expect(server.revoked).toEqual([]);
    unmount();
    // Once nothing shows them, their cache entries go, and their URLs with them.
    await waitFor(() => expect(server.revoked).toEqual(server.created));
  });

  it('shows grid thumbnails kept in the local database without fetching them, and still revokes them', async () => {
    const cache = memoryThumbnailStore();
    cache.blobs.set('240:photo-2', new Blob(['kept'], { type: 'image/jpeg' }));
    const restore = replaceThumbnailStore(cache.store);
    try {
      const server = mockGalleryFetch({ photos: testPhotos(3) });
      const { unmount } = renderGallery();
      await waitFor(() => expect(server.created).toHaveLength(3));
      expect(server.paths.filter((path) => path.includes('/thumbnail'))).toEqual([
        '/api/media/v1/photos/photo-1/thumbnail?size=240',
        '/api/media/v1/photos/photo-3/thumbnail?size=240',
      ]);
      unmount();
      await waitFor(() => expect([...server.revoked].sort()).toEqual([...server.created].sort()));
    } finally {
      restore();
    }
  });

  it('says it is loading until Gallery answers', () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise<Response>(() => undefined)),
    );
    // The route's loader waits for Gallery's state; the page itself says so while it waits.
    renderWithProviders(<GalleryPage />, { preloadedState: { auth: signedInAuthState() } });
    expect(screen.getByRole('heading', { level: 1, name: 'Gallery' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Loading Gallery');
  });

  it('says so when there are no photos', async () => {
    mockGalleryFetch({ photos: [] });
    renderGallery();
    expect(await screen.findByText('No photos have been synced yet.')).toBeInTheDocument();
  });

  it('says so when the photos cannot be loaded', async () => {
    mockGalleryFetch({ photos: { status: 500, body: { rcode: 50000001, rmsg: 'down' } } });
    renderGallery();
    expect(await screen.findByText("The photos couldn't be loaded.")).toBeInTheDocument();
  });

  it('shows why Gallery has nothing to show', async () => {
    const server = mockGalleryFetch({ quota: { status: 403, body: { rcode: 121004, rmsg: 'ended' } } });
    renderGallery();
    expect(await screen.findByText('Gallery sync has ended')).toBeInTheDocument();
    expect(server.paths).toEqual(['/api/odi/v2/quota/gallery']);
  });

  it('asks for a failed quota once (the loader’s answer is shown), and again only on retry', async () => {
    const user = userEvent.setup();
    // A refusal the global error handler leaves to the screen (spec §6: 403 with 40305001).
    const server = mockGalleryFetch({ quota: { status: 403, body: { rcode: 40305001, rmsg: 'no' } } });
    const { store } = renderGallery();
    expect(await screen.findByRole('alert')).toHaveTextContent('Error code 40305001');
    // The page has mounted and its effects have run: a query it started would be pending now
    // (RTK Query marks it so as it starts), not still the loader's failure.
    expect(getGalleryQuota.select()(store.getState()).status).toBe('rejected');
    expect(server.paths).toEqual(['/api/odi/v2/quota/gallery']);

    const retried = mockGalleryFetch();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('45 photos')).toBeInTheDocument();
    expect(retried.paths.filter((path) => path.includes('/quota/'))).toEqual(['/api/odi/v2/quota/gallery']);
  });

  it('opens a photo in #photo at size 1080; Back closes it and revokes its image', async () => {
    const user = userEvent.setup();
    const server = mockGalleryFetch({ photos: testPhotos(2) });
    const { router } = renderGallery();

    const opener = await screen.findByRole('button', { name: 'Open photo synced 03/05/2026 14:07' });
    await user.click(opener);

    const viewer = await screen.findByRole('dialog', { name: 'Photo' });
    expect(router.state.location.hash).toBe('#photo');
    const image = await within(viewer).findByRole('img', { name: 'Photo synced 03/05/2026 14:07' });
    expect(server.paths).toContain('/api/media/v1/photos/photo-1/thumbnail?size=1080');
    const viewerUrl = image.getAttribute('src');

    await router.navigate(-1);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(router.state.location.pathname).toBe('/gallery');
    expect(router.state.location.hash).toBe('');
    expect(server.revoked).toContain(viewerUrl);
  });

  it('closes the photo with its Close button and returns focus to the photo', async () => {
    const user = userEvent.setup();
    mockGalleryFetch({ photos: testPhotos(2) });
    const { router } = renderGallery();
    const opener = await screen.findByRole('button', { name: 'Open photo synced 03/05/2026 14:06' });
    await user.click(opener);
    const viewer = await screen.findByRole('dialog', { name: 'Photo' });
    await user.click(within(viewer).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(router.state.location.hash).toBe('');
    await waitFor(() => expect(opener).toHaveFocus());
  });

  it('shows the error of a photo that cannot be loaded', async () => {
    const user = userEvent.setup();
    mockGalleryFetch({
      photos: testPhotos(1),
      thumbnailFailures: { 'photo-1': { status: 403, body: { rcode: 40300000, rmsg: 'no' } } },
    });
    renderGallery();
    await user.click(await screen.findByRole('button', { name: /Open photo/ }));
    const viewer = await screen.findByRole('dialog', { name: 'Photo' });
    expect(await within(viewer).findByRole('alert')).toHaveTextContent(
      "This photo couldn't be loaded. Error code 40300000",
    );
  });

  it('drops a #photo that arrives with the address (no photo named)', async () => {
    mockGalleryFetch();
    const { router } = renderGallery('/gallery#photo');
    await screen.findByRole('list', { name: 'Latest photos' });
    await waitFor(() => expect(router.state.location.hash).toBe(''));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
