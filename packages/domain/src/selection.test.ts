import { describe, expect, it } from 'vitest';
import type { SelectionState } from './selection';
import {
  addSelectedId,
  enterSelectMode,
  exitSelectMode,
  initialSelectionState,
  markRedirect,
  removeSelectedAt,
  replaceSelectedIds,
  resetSelection,
} from './selection';

const state = (selectedIds: string[], isFromMenu = false, isRedirect = false): SelectionState => ({
  selectedIds,
  isFromMenu,
  isRedirect,
});

describe('selection transitions', () => {
  it.each<[string, SelectionState, (s: SelectionState) => SelectionState, SelectionState]>([
    ['enter sets isFromMenu', state(['a']), enterSelectMode, state(['a'], true)],
    [
      'exit clears ids and isFromMenu',
      state(['a', 'b'], true, true),
      exitSelectMode,
      state([], false, true),
    ],
    ['add appends', state(['a']), (s) => addSelectedId(s, 'b'), state(['a', 'b'])],
    ['add keeps an id once', state(['a', 'b']), (s) => addSelectedId(s, 'a'), state(['a', 'b'])],
    [
      'remove by position',
      state(['a', 'b', 'c']),
      (s) => removeSelectedAt(s, 1),
      state(['a', 'c']),
    ],
    ['remove first', state(['a', 'b']), (s) => removeSelectedAt(s, 0), state(['b'])],
    ['remove out of range', state(['a']), (s) => removeSelectedAt(s, 3), state(['a'])],
    ['remove negative', state(['a']), (s) => removeSelectedAt(s, -1), state(['a'])],
    [
      'select all replaces',
      state(['a'], true),
      (s) => replaceSelectedIds(s, ['a', 'b', 'c']),
      state(['a', 'b', 'c'], true),
    ],
    [
      'remove batch replaces',
      state(['a', 'b', 'c']),
      (s) => replaceSelectedIds(s, ['c']),
      state(['c']),
    ],
    [
      'set keeps isFromMenu and isRedirect',
      state(['x'], true, true),
      (s) => replaceSelectedIds(s, ['y']),
      state(['y'], true, true),
    ],
    [
      'replace drops duplicates',
      state([]),
      (s) => replaceSelectedIds(s, ['a', 'b', 'a']),
      state(['a', 'b']),
    ],
    ['replace with nothing', state(['a']), (s) => replaceSelectedIds(s, []), state([])],
    ['redirect sets isRedirect', state(['a']), (s) => markRedirect(s), state(['a'], false, true)],
    [
      'redirect can be cleared',
      state(['a'], false, true),
      (s) => markRedirect(s, false),
      state(['a']),
    ],
    [
      'reset returns to the start',
      state(['a'], true, true),
      () => resetSelection(),
      initialSelectionState,
    ],
  ])('%s', (_name, before, transition, after) => {
    const frozen = Object.freeze({
      ...before,
      selectedIds: Object.freeze([...before.selectedIds]),
    });
    expect(transition(frozen as SelectionState)).toEqual(after);
  });

  it('starts empty and not from the menu', () => {
    expect(initialSelectionState).toEqual(state([], false, false));
  });
});
