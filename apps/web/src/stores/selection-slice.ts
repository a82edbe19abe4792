import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import {
  addSelectedId,
  enterSelectMode,
  exitSelectMode,
  initialSelectionState,
  markRedirect,
  removeSelectedAt,
  replaceSelectedIds,
  resetSelection,
  type SelectionState,
} from '@cloud-portal/domain/selection';
import { loggedOut } from './session-actions';

export type { SelectionState };
export { initialSelectionState };

/**
 * The selection of items to delete (spec §3 Selection state, §4 Selection). Global, because
 * every deletion screen (backups, backup contents, synced apps) selects the same way and only
 * one of them is on show at a time. Each reducer is the domain's pure transition.
 */
export const selectionSlice = createSlice({
  name: 'selection',
  initialState: initialSelectionState,
  reducers: {
    /** Select mode opened from the menu: sets isFromMenu. */
    selectModeEntered: (state) => enterSelectMode(state),
    /** Clears the selection and isFromMenu. */
    selectModeExited: (state) => exitSelectMode(state),
    /** Appends one id. */
    selectionAdded: (state, action: PayloadAction<string>) => addSelectedId(state, action.payload),
    /** Removes the id at a position. */
    selectionRemovedAt: (state, action: PayloadAction<number>) =>
      removeSelectedAt(state, action.payload),
    /** Select all: the supplied ids become the selection. */
    allSelected: (state, action: PayloadAction<readonly string[]>) =>
      replaceSelectedIds(state, action.payload),
    /** Add batch: the supplied ids (the selection with the batch added) become the selection. */
    batchAdded: (state, action: PayloadAction<readonly string[]>) =>
      replaceSelectedIds(state, action.payload),
    /** Remove batch: the supplied ids (what is left) become the selection. */
    batchRemoved: (state, action: PayloadAction<readonly string[]>) =>
      replaceSelectedIds(state, action.payload),
    /** Set: replaces the selection without touching isFromMenu. */
    selectionSet: (state, action: PayloadAction<readonly string[]>) =>
      replaceSelectedIds(state, action.payload),
    /** The selection came back through a redirect (e.g. the password round trip). */
    redirectMarked: (state, action: PayloadAction<boolean | undefined>) =>
      markRedirect(state, action.payload ?? true),
    /** Back to the initial state: nothing selected, isFromMenu false. */
    selectionReset: () => resetSelection(),
  },
  extraReducers: (builder) => {
    builder.addCase(loggedOut, () => resetSelection());
  },
  selectors: {
    selectSelectedIds: (state) => state.selectedIds,
    selectIsFromMenu: (state) => state.isFromMenu,
    selectIsRedirect: (state) => state.isRedirect,
  },
});

export const {
  selectModeEntered,
  selectModeExited,
  selectionAdded,
  selectionRemovedAt,
  allSelected,
  batchAdded,
  batchRemoved,
  selectionSet,
  redirectMarked,
  selectionReset,
} = selectionSlice.actions;
export const { selectSelectedIds, selectIsFromMenu, selectIsRedirect } = selectionSlice.selectors;
