import { describe, expect, it } from 'vitest';
import { PERSONAL_DATA_IDS, personalDataCategory } from '@cloud-portal/domain/personal-data-categories';
import { idsToErase, isRowPending, personalDataRows } from './personal-data-rows';

describe('personal data rows', () => {
  const rows = personalDataRows();

  it('has one row per kind, in the domain order, holding every id once', () => {
    expect(rows.map((row) => row.kind)).toEqual([
      'calendar',
      'contacts',
      'notes',
      'memos',
      'reminders',
      'internet',
      'passSignIn',
      'health',
      'wifi',
      'bluetooth',
      'emojiAvatars',
      'gallery',
    ]);
    expect(rows.flatMap((row) => row.ids).sort()).toEqual([...PERSONAL_DATA_IDS].sort());
    expect(rows.find((row) => row.kind === 'internet')?.ids).toHaveLength(6);
    for (const row of rows) {
      for (const id of row.ids) expect(personalDataCategory(id)?.kind).toBe(row.kind);
    }
  });

  it('asks only for the ids of the chosen kinds that are not being erased already', () => {
    const memos = rows.find((row) => row.kind === 'memos');
    const [pendingMemo = '', otherMemo] = memos?.ids ?? [];
    const notes = rows.find((row) => row.kind === 'notes')?.ids ?? [];
    expect(idsToErase(rows, ['memos', 'notes'], new Set([pendingMemo]))).toEqual([...notes, otherMemo]);
    expect(idsToErase(rows, [], new Set())).toEqual([]);
  });

  it('marks a row pending only when all its ids are', () => {
    const memos = rows.find((row) => row.kind === 'memos');
    if (!memos) throw new Error('no memos row');
    expect(isRowPending(memos, new Set([memos.ids[0] ?? '']))).toBe(false);
    expect(isRowPending(memos, new Set(memos.ids))).toBe(true);
  });

  it('counts a deletion from Synced apps as its kind being erased, and asks nothing more for it', () => {
    const notes = rows.find((row) => row.kind === 'notes');
    const contacts = rows.find((row) => row.kind === 'contacts');
    if (!notes || !contacts) throw new Error('no notes or contacts row');
    expect(isRowPending(notes, new Set(['notes']))).toBe(true);
    expect(isRowPending(contacts, new Set(['notes']))).toBe(false);
    expect(idsToErase(rows, ['notes', 'contacts'], new Set(['notes']))).toEqual(contacts.ids);
  });
});
