import { idsAlreadyBeingErased } from '@cloud-portal/domain/erasure-scope';
import {
  PERSONAL_DATA_CATEGORIES,
  type PersonalDataCategory,
  type PersonalDataKind,
} from '@cloud-portal/domain/personal-data-categories';

/**
 * One choice of the erasure screen: a kind of personal data with every id that holds it.
 * Ids that share a label (six internet ids, two of notes, memos, emoji avatars and gallery)
 * are one row: the user cannot tell them apart, so they are chosen and erased together.
 */
export interface PersonalDataRow {
  kind: PersonalDataKind;
  /** The category of the kind's first id: its labels, icon and special case are the kind's. */
  category: PersonalDataCategory;
  ids: readonly string[];
}

/** The rows in the order the domain lists the categories. */
export function personalDataRows(): PersonalDataRow[] {
  const rows = new Map<PersonalDataKind, { category: PersonalDataCategory; ids: string[] }>();
  for (const category of Object.values(PERSONAL_DATA_CATEGORIES)) {
    const row = rows.get(category.kind);
    if (row) row.ids.push(category.id);
    else rows.set(category.kind, { category, ids: [category.id] });
  }
  return [...rows].map(([kind, row]) => ({ kind, ...row }));
}

/** The ids still to erase for the chosen kinds: those not already in an unfinished task. */
export function idsToErase(
  rows: readonly PersonalDataRow[],
  chosenKinds: readonly string[],
  pendingIds: ReadonlySet<string>,
): string[] {
  return rows
    .filter((row) => chosenKinds.includes(row.kind))
    .flatMap((row) => {
      const busy = idsAlreadyBeingErased(row.ids, [...pendingIds]);
      return row.ids.filter((id) => !busy.includes(id));
    });
}

/**
 * Whether the row's data is already being erased (nothing left to ask for): every id of the
 * row is in an unfinished task, or a task erases the whole kind another way (a deletion from
 * Synced apps names the app, 'notes'). The server refuses the same ids (49512).
 */
export function isRowPending(row: PersonalDataRow, pendingIds: ReadonlySet<string>): boolean {
  return idsAlreadyBeingErased(row.ids, [...pendingIds]).length === row.ids.length;
}
