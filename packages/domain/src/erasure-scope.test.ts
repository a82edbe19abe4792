import { describe, expect, it } from 'vitest';
import { erasureScopeOf, idsAlreadyBeingErased, isErasableId, isKindErasedBy } from './erasure-scope';
import { firstPersonalDataIdOfKind } from './personal-data-categories';

const NOTES = firstPersonalDataIdOfKind('notes');
const GALLERY = firstPersonalDataIdOfKind('gallery');
const MEMOS = firstPersonalDataIdOfKind('memos');
const CALENDAR = firstPersonalDataIdOfKind('calendar');

describe('erasureScopeOf', () => {
  it('erases a sync cid itself, and a personal-data id its kind’s synced data', () => {
    expect(erasureScopeOf(['contacts', NOTES])).toEqual({ syncCids: ['contacts', 'notes'], photos: false });
  });

  it('erases the photos only for a Gallery id, not for the synced gallery cid', () => {
    expect(erasureScopeOf([GALLERY])).toEqual({ syncCids: ['gallery'], photos: true });
    expect(erasureScopeOf(['gallery'])).toEqual({ syncCids: ['gallery'], photos: false });
  });

  it('erases nothing here for a kind the portal does not store', () => {
    expect(erasureScopeOf([MEMOS])).toEqual({ syncCids: [], photos: false });
  });
});

describe('isErasableId', () => {
  it.each([
    [NOTES, true],
    ['notes', true],
    ['not-an-app', false],
    ['', false],
  ])('%s → %s', (id, erasable) => {
    expect(isErasableId(id)).toBe(erasable);
  });
});

describe('isKindErasedBy', () => {
  it('counts a deletion from Synced apps as the erasure of its kind', () => {
    expect(isKindErasedBy('notes', ['notes'])).toBe(true);
    expect(isKindErasedBy('passSignIn', ['pass'])).toBe(true);
  });

  it('counts any id of the kind', () => {
    expect(isKindErasedBy('notes', [NOTES])).toBe(true);
  });

  it('does not count another kind’s data', () => {
    expect(isKindErasedBy('notes', ['contacts', 'calendar'])).toBe(false);
    expect(isKindErasedBy('notes', [])).toBe(false);
  });

  it('does not count the synced gallery cid as the Gallery kind, whose photos it leaves', () => {
    expect(isKindErasedBy('gallery', ['gallery'])).toBe(false);
    expect(isKindErasedBy('gallery', [GALLERY])).toBe(true);
  });

  it('never counts a kind the portal stores nothing of: only its own ids say it is on its way', () => {
    expect(isKindErasedBy('memos', [MEMOS])).toBe(false);
  });
});

describe('idsAlreadyBeingErased', () => {
  it('names the ids already in an unfinished task', () => {
    expect(idsAlreadyBeingErased(['contacts', NOTES, MEMOS], ['contacts', MEMOS])).toEqual(['contacts', MEMOS]);
  });

  it('names a kind a deletion from Synced apps is erasing, and an app an erasure of its kind is', () => {
    expect(idsAlreadyBeingErased([NOTES, CALENDAR], ['notes'])).toEqual([NOTES]);
    expect(idsAlreadyBeingErased(['notes', 'calendar'], [NOTES])).toEqual(['notes']);
  });

  it('lets a Gallery erasure through while only the synced gallery data goes, not the other way round', () => {
    expect(idsAlreadyBeingErased([GALLERY], ['gallery'])).toEqual([]);
    expect(idsAlreadyBeingErased(['gallery'], [GALLERY])).toEqual(['gallery']);
  });

  it('names nothing when nothing is being erased, or other data only', () => {
    expect(idsAlreadyBeingErased([NOTES, 'contacts'], [])).toEqual([]);
    expect(idsAlreadyBeingErased([NOTES, 'contacts'], ['calendar', MEMOS])).toEqual([]);
  });
});
