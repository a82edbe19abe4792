import { describe, expect, it } from 'vitest';
import type { GalleryPhoto } from './gallery-preview';
import { galleryPreview } from './gallery-preview';

const photos = (count: number): GalleryPhoto[] =>
  Array.from({ length: count }, (_, i) => ({ photoId: `p${i}`, serverTimestamp: 1_000 - i }));

describe('galleryPreview', () => {
  it.each([
    ['no response', undefined],
    ['null response', null],
    ['no list', {}],
    ['null list', { list: null }],
    ['empty list', { list: [] }],
  ])('%s -> ignored', (_name, response) => {
    expect(galleryPreview(response)).toBeNull();
  });

  it.each([
    [1, ['p0']],
    [4, ['p0', 'p1', 'p2', 'p3']],
    [9, ['p0', 'p1', 'p2', 'p3']],
  ])('%d photos -> shows %j, last synced from the first', (count, ids) => {
    const preview = galleryPreview({ list: photos(count) });
    expect(preview?.photos.map((photo) => photo.photoId)).toEqual(ids);
    expect(preview?.lastSyncedAt).toBe(1_000);
  });
});
