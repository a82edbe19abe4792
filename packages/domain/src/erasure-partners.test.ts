import { describe, expect, it } from 'vitest';
import { ERASURE_PAIRS, erasurePartnerOf, withErasurePartners } from './erasure-partners';
import { personalDataCategory } from './personal-data-categories';

const NOTES_A = 'Hq8sD2fJ6a';
const NOTES_B = 'nV5tY1gK9e';
const GALLERY_A = 'Vs2eK8mX3h';
const GALLERY_B = 'o5NbW1cY6j';
const CALENDAR = 'kX3vT9qLm2';
const CONTACTS = 'p7RwN4zB1c';

describe('withErasurePartners', () => {
  it.each([
    ['nothing requested', [], []],
    ['unpaired ids unchanged', [CALENDAR, CONTACTS], [CALENDAR, CONTACTS]],
    ['partner follows its id', [NOTES_A, CALENDAR], [NOTES_A, NOTES_B, CALENDAR]],
    ['works from either side', [GALLERY_B], [GALLERY_B, GALLERY_A]],
    ['both requested: no duplicate', [NOTES_B, CALENDAR, NOTES_A], [NOTES_B, NOTES_A, CALENDAR]],
    ['repeated ids once', [CALENDAR, CALENDAR], [CALENDAR]],
    ['two pairs', [GALLERY_A, NOTES_A], [GALLERY_A, GALLERY_B, NOTES_A, NOTES_B]],
    ['unknown id kept for the server to refuse', ['mystery'], ['mystery']],
  ])('%s', (_name, ids, expected) => {
    expect(withErasurePartners(ids)).toEqual(expected);
  });
});

describe('erasurePartnerOf', () => {
  it.each([
    [NOTES_A, NOTES_B],
    [NOTES_B, NOTES_A],
    [GALLERY_A, GALLERY_B],
    [GALLERY_B, GALLERY_A],
    [CALENDAR, undefined],
  ])('%s -> %s', (id, partner) => {
    expect(erasurePartnerOf(id)).toBe(partner);
  });
});

describe('ERASURE_PAIRS', () => {
  it.each(ERASURE_PAIRS.map(([a, b]) => [a, b]))('%s and %s are known ids of one kind', (a, b) => {
    expect(personalDataCategory(a)).toBeDefined();
    expect(personalDataCategory(a)?.kind).toBe(personalDataCategory(b)?.kind);
  });

  it('pairs four ids two by two', () => {
    expect(new Set(ERASURE_PAIRS.flat()).size).toBe(4);
  });
});
