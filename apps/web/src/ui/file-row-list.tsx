import { createContext, useContext, type KeyboardEvent, type ReactNode } from 'react';
import { useFileRowStep } from '@/ui/use-file-row-step';
import { rowAfterKey } from './file-row-keys';
import styles from './file-row-list.module.css';

/** The step the list works with, handed to its rows so both always agree. */
const RowStep = createContext<number | null>(null);

/** What takes focus in a row: its first link or button (it stays in the Tab order). */
const ROW_FOCUS = 'a[href], button:not([disabled]), [tabindex]:not([tabindex="-1"])';

function isWhollyOnScreen(element: Element): boolean {
  const { top, bottom } = element.getBoundingClientRect();
  return top >= 0 && bottom <= window.innerHeight;
}

/**
 * The page scrolls by one step per row moved, and only when the row moved to is not wholly
 * on screen, as a list box does at its edges: the focused row then lands where the one before
 * it was. A row the user had scrolled far away from is still off screen after that, and is
 * brought in the rest of the way.
 */
function bringIntoView(row: Element, rowsMoved: number, step: number): void {
  if (isWhollyOnScreen(row)) return;
  window.scrollBy({ top: rowsMoved * step });
  if (!isWhollyOnScreen(row)) row.scrollIntoView({ block: 'nearest' });
}

export interface FileRowListProps {
  /** Names the list for assistive technology. */
  label: string;
  className?: string;
  /** `FileRow`s. */
  children: ReactNode;
}

/**
 * A list of file rows (spec §2 Page layout): each row is one scroll step tall — 80 px from
 * 601 px wide, 108 px below — and the keyboard moves through it row by row: Arrow Down and
 * Arrow Up one row, Page Down and Page Up a screenful, Home and End to the ends. Each row's
 * own button or link stays in the Tab order (no roving tab index), so Tab, Enter and a
 * screen reader's reading keys work as in any list; the arrows are a shortcut on top. At an
 * end of the list the keys are left to the browser, which scrolls the page as usual.
 */
export function FileRowList({ label, className, children }: FileRowListProps) {
  const step = useFileRowStep();

  function handleKeyDown(event: KeyboardEvent<HTMLUListElement>) {
    if (event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
    const rows = Array.from(event.currentTarget.children).filter(
      (row) => row.querySelector(ROW_FOCUS) !== null,
    );
    const current = rows.findIndex((row) => row.contains(event.target as Node));
    if (current === -1) return;
    const rowsPerPage = Math.max(1, Math.floor(window.innerHeight / step));
    const next = rowAfterKey(event.key, current, rows.length, rowsPerPage);
    const row = next === null || next === current ? undefined : rows[next];
    const target = row?.querySelector<HTMLElement>(ROW_FOCUS);
    if (next === null || row === undefined || !target) return;
    event.preventDefault();
    // Focus without the browser's own scrolling: the page moves by whole steps instead.
    target.focus({ preventScroll: true });
    bringIntoView(row, next - current, step);
  }

  return (
    <RowStep.Provider value={step}>
      <ul className={className} aria-label={label} onKeyDown={handleKeyDown}>
        {children}
      </ul>
    </RowStep.Provider>
  );
}

/** One row of a `FileRowList`, one scroll step tall (taller only when its text needs it). */
export function FileRow({ className, children }: { className?: string; children: ReactNode }) {
  const step = useContext(RowStep);
  if (step === null) throw new Error('A FileRow belongs in a FileRowList');
  return (
    <li className={`${styles.row} ${className ?? ''}`} style={{ minBlockSize: step }}>
      {children}
    </li>
  );
}
