/**
 * Selection of items to delete (spec §4 'Selection'), as pure state transitions. The web
 * wraps each in a Redux slice reducer; every function returns a new state and never
 * mutates its input.
 */

export interface SelectionState {
  selectedIds: string[];
  /** Select mode was opened from the menu (rather than by picking an item). */
  isFromMenu: boolean;
  /** The selection was carried over by a redirect (e.g. list -> delete screen). */
  isRedirect: boolean;
}

export const initialSelectionState: SelectionState = {
  selectedIds: [],
  isFromMenu: false,
  isRedirect: false,
};

export function enterSelectMode(state: SelectionState): SelectionState {
  return { ...state, isFromMenu: true };
}

/** Leaving select mode forgets the selection and how it was opened. */
export function exitSelectMode(state: SelectionState): SelectionState {
  return { ...state, selectedIds: [], isFromMenu: false };
}

/** Appends one id. An id already selected stays once: a double click must not count twice. */
export function addSelectedId(state: SelectionState, id: string): SelectionState {
  if (state.selectedIds.includes(id)) return state;
  return { ...state, selectedIds: [...state.selectedIds, id] };
}

/** Removes the id at a position; a position outside the list changes nothing. */
export function removeSelectedAt(state: SelectionState, index: number): SelectionState {
  if (!Number.isInteger(index) || index < 0 || index >= state.selectedIds.length) return state;
  return { ...state, selectedIds: state.selectedIds.filter((_, i) => i !== index) };
}

/**
 * Replaces the whole selection: select all, add batch, remove batch and set (spec §4) all
 * come here, since the caller computes the new list. isFromMenu and isRedirect are kept.
 * Duplicates are dropped, first occurrence kept.
 */
export function replaceSelectedIds(state: SelectionState, ids: readonly string[]): SelectionState {
  return { ...state, selectedIds: [...new Set(ids)] };
}

export function markRedirect(state: SelectionState, isRedirect = true): SelectionState {
  return { ...state, isRedirect };
}

export function resetSelection(): SelectionState {
  return { ...initialSelectionState, selectedIds: [] };
}
