import { describe, expect, it } from 'vitest';
import { DAY_IN_MS, GALLERY_TRASH_DAYS } from './constants';
import { galleryTrashCutoff, galleryTrashPurgeAt, isDueForTrashPurge } from './gallery-trash';

const NOW = Date.UTC(2026, 5, 1, 12, 0);
const daysAgo = (days: number, extraMs = 0): number => NOW - days * DAY_IN_MS - extraMs;

describe('the Gallery trash', () => {
  it('keeps a photo thirty days', () => {
    expect(GALLERY_TRASH_DAYS).toBe(30);
    expect(galleryTrashPurgeAt(NOW)).toBe(NOW + 30 * DAY_IN_MS);
  });

  it.each([
    ['just trashed', NOW, false],
    ['trashed 29 days ago', daysAgo(29), false],
    ['trashed exactly 30 days ago (its last moment)', daysAgo(30), false],
    ['trashed 30 days and a millisecond ago', daysAgo(30, 1), true],
    ['trashed 31 days ago', daysAgo(31), true],
    ['trashed in the future (clock skew)', NOW + DAY_IN_MS, false],
  ])('%s: due for purge %s', (_name, trashedAt, due) => {
    expect(isDueForTrashPurge(trashedAt, NOW)).toBe(due);
    // The purge's cutoff and the rule agree, and the purge never comes before the purge time.
    expect(trashedAt < galleryTrashCutoff(NOW)).toBe(due);
    expect(NOW > galleryTrashPurgeAt(trashedAt)).toBe(due);
  });
});
