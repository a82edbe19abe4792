/**
 * Keyboard movement in a list of file rows (ui/file-row-list.tsx): the row a key moves focus
 * to from row `current` of `count` — one row for the arrows, a screenful (`rowsPerPage`) for
 * Page Down and Page Up, the ends for Home and End. It stops at the ends rather than wrapping
 * around, as a list (not a menu) does. Null for any other key.
 */
export function rowAfterKey(
  key: string,
  current: number,
  count: number,
  rowsPerPage: number,
): number | null {
  const last = count - 1;
  switch (key) {
    case 'ArrowDown':
      return Math.min(current + 1, last);
    case 'ArrowUp':
      return Math.max(current - 1, 0);
    case 'PageDown':
      return Math.min(current + rowsPerPage, last);
    case 'PageUp':
      return Math.max(current - rowsPerPage, 0);
    case 'Home':
      return 0;
    case 'End':
      return last;
    default:
      return null;
  }
}
