import type { UnknownAction } from '@reduxjs/toolkit';
import { describe, expect, it } from 'vitest';
import { makeStore } from '@/app/store';
import {
  allSelected,
  batchAdded,
  batchRemoved,
  redirectMarked,
  selectIsFromMenu,
  selectIsRedirect,
  selectionAdded,
  selectionRemovedAt,
  selectionReset,
  selectionSet,
  selectModeEntered,
  selectModeExited,
  selectSelectedIds,
  type SelectionState,
} from './selection-slice';
import { loggedOut } from './session-actions';

const state = (selectedIds: string[], isFromMenu = false, isRedirect = false): SelectionState => ({
  selectedIds,
  isFromMenu,
  isRedirect,
});

describe('selection slice (spec §4 Selection)', () => {
  it.each<[string, SelectionState, UnknownAction, SelectionState]>([
    ['enter select mode sets isFromMenu', state(['a']), selectModeEntered(), state(['a'], true)],
    [
      'exit select mode clears the selection and isFromMenu',
      state(['a', 'b'], true),
      selectModeExited(),
      state([], false),
    ],
    ['add one appends the key', state(['a']), selectionAdded('b'), state(['a', 'b'])],
    ['add one keeps a key once', state(['a']), selectionAdded('a'), state(['a'])],
    ['remove one removes by position', state(['a', 'b', 'c']), selectionRemovedAt(1), state(['a', 'c'])],
    ['remove one outside the list changes nothing', state(['a']), selectionRemovedAt(4), state(['a'])],
    [
      'select all replaces with the supplied items',
      state(['a'], true),
      allSelected(['a', 'b', 'c']),
      state(['a', 'b', 'c'], true),
    ],
    ['add batch replaces with the supplied items', state(['a']), batchAdded(['a', 'b']), state(['a', 'b'])],
    ['remove batch replaces with the supplied items', state(['a', 'b']), batchRemoved(['b']), state(['b'])],
    [
      'set replaces without resetting isFromMenu',
      state(['a'], true, true),
      selectionSet(['z']),
      state(['z'], true, true),
    ],
    ['redirect sets isRedirect', state(['a']), redirectMarked(), state(['a'], false, true)],
    ['redirect can be cleared', state(['a'], false, true), redirectMarked(false), state(['a'])],
    ['reset returns to the initial state', state(['a'], true, true), selectionReset(), state([])],
    ['signing out forgets the selection', state(['a'], true), loggedOut(), state([])],
  ])('%s', (_name, before, action, after) => {
    const store = makeStore({ selection: before });
    store.dispatch(action);
    expect(store.getState().selection).toEqual(after);
  });

  it('starts empty, outside select mode', () => {
    const store = makeStore();
    expect(selectSelectedIds(store.getState())).toEqual([]);
    expect(selectIsFromMenu(store.getState())).toBe(false);
    expect(selectIsRedirect(store.getState())).toBe(false);
  });
});
