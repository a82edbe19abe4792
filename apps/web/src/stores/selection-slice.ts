import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import * as selection from '@cloud-portal/domain/selection';
import { loggedOut } from './session-actions';

export { initialSelectionState, type SelectionState } from '@cloud-portal/domain/selection';

/**
 * The selection of items to delete (spec §3 Selection state, §4 Selection). Global, because
 * every deletion screen (backups, backup contents, synced apps) selects the same way and only
 * one of them is on show at a time. Each reducer is the domain's pure transition
 * (`selection.…`): the slice adds no rule of its own.
 */
export const selectionSlice = createSlice({
  name: 'selection',
  initialState: selection.initialSelectionState,
  reducers: {
    /** Select mode opened from the menu: sets isFromMenu. */
    selectModeEntered: (state) => selection.enterSelectMode(state),
    /** Clears the selection and isFromMenu. */
    selectModeExited: (state) => selection.exitSelectMode(state),
    /** Appends one id. */
    selectionAdded: (state, action: PayloadAction<string>) => selection.addSelectedId(state, action.payload),
    /** Removes the id at a position. */
    selectionRemovedAt: (state, action: PayloadAction<number>) =>
      selection.removeSelectedAt(state, action.payload),
    /** Select all: the supplied ids become the selection. */
    allSelected: (state, action: PayloadAction<readonly string[]>) =>
      selection.replaceSelectedIds(state, action.payload),
    /** Add batch: the supplied ids (the selection with the batch added) become the selection. */
    batchAdded: (state, action: PayloadAction<readonly string[]>) =>
      selection.replaceSelectedIds(state, action.payload),
    /** Remove batch: the supplied ids (what is left) become the selection. */
    batchRemoved: (state, action: PayloadAction<readonly string[]>) =>
      selection.replaceSelectedIds(state, action.payload),
    /** Set: replaces the selection without touching isFromMenu. */
    selectionSet: (state, action: PayloadAction<readonly string[]>) =>
      selection.replaceSelectedIds(state, action.payload),
    /** The selection came back through a redirect (e.g. the password round trip). */
    redirectMarked: (state, action: PayloadAction<boolean | undefined>) =>
      selection.markRedirect(state, action.payload ?? true),
    /** Back to the initial state: nothing selected, isFromMenu false. */
    selectionReset: () => selection.resetSelection(),
  },
  extraReducers: (builder) => {
    builder.addCase(loggedOut, () => selection.resetSelection());
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
