import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FileRow, FileRowList } from './file-row-list';

const FILES = Array.from({ length: 12 }, (_, index) => `File ${index + 1}`);
/** Where the list starts on the page, in px from the top of the document. */
const LIST_TOP = 20;

function Harness() {
  return (
    <FileRowList label="Files">
      {FILES.map((name) => (
        <FileRow key={name}>
          <button type="button">{name}</button>
        </FileRow>
      ))}
    </FileRowList>
  );
}

function setViewport(width: number, height = 768): void {
  Object.defineProperty(window, 'innerWidth', { configurable: true, value: width });
  Object.defineProperty(window, 'innerHeight', { configurable: true, value: height });
  act(() => {
    window.dispatchEvent(new Event('resize'));
  });
}

/**
 * jsdom lays nothing out: rows are placed one step apart below LIST_TOP, and the page
 * scrolls only through window.scrollBy, whose calls are returned.
 */
function layOutRows(step: number) {
  let scrolled = 0;
  vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (
    this: HTMLElement,
  ) {
    const row = this.closest('li');
    const index = row === null ? 0 : Array.from(row.parentElement?.children ?? []).indexOf(row);
    const top = LIST_TOP + index * step - scrolled;
    return DOMRect.fromRect({ x: 0, y: top, width: 300, height: step });
  });
  const scrollBy = vi.fn((options?: ScrollToOptions) => {
    scrolled += options?.top ?? 0;
  });
  vi.stubGlobal('scrollBy', scrollBy);
  const scrollIntoView = vi.fn();
  Element.prototype.scrollIntoView = scrollIntoView;
  return { scrollBy, scrollIntoView };
}

const button = (name: string) => screen.getByRole('button', { name });

describe('FileRowList', () => {
  afterEach(() => {
    setViewport(1024, 768);
    // jsdom has no scrollIntoView of its own.
    delete (Element.prototype as Partial<Element>).scrollIntoView;
  });

  it('makes each row one scroll step tall: 108 px at 360 px wide, 80 px at 1280 px', () => {
    setViewport(360);
    render(<Harness />);
    const rows = within(screen.getByRole('list', { name: 'Files' })).getAllByRole('listitem');
    expect(rows).toHaveLength(FILES.length);
    for (const row of rows) expect(row.style.minBlockSize).toBe('108px');

    setViewport(1280);
    for (const row of rows) expect(row.style.minBlockSize).toBe('80px');
  });

  it('moves focus row by row with the arrow keys, and to the ends with Home and End', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(button('File 1'));

    await user.keyboard('{ArrowDown}');
    expect(button('File 2')).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(button('File 3')).toHaveFocus();
    await user.keyboard('{ArrowUp}');
    expect(button('File 2')).toHaveFocus();
    await user.keyboard('{End}');
    expect(button('File 12')).toHaveFocus();
    await user.keyboard('{Home}');
    expect(button('File 1')).toHaveFocus();
  });

  it('moves a screenful with Page Down and Page Up', async () => {
    const user = userEvent.setup();
    // 400 px tall at 80 px per row: five rows to a screen.
    setViewport(1280, 400);
    render(<Harness />);
    await user.click(button('File 1'));

    await user.keyboard('{PageDown}');
    expect(button('File 6')).toHaveFocus();
    await user.keyboard('{PageDown}');
    expect(button('File 11')).toHaveFocus();
    await user.keyboard('{PageDown}');
    expect(button('File 12')).toHaveFocus();
    await user.keyboard('{PageUp}');
    expect(button('File 7')).toHaveFocus();
  });

  it('leaves the keys to the browser at the ends of the list, and keeps every row in the Tab order', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    button('File 1').focus();
    // Not handled: the browser may scroll the page as usual.
    expect(fireEvent.keyDown(button('File 1'), { key: 'ArrowUp' })).toBe(true);
    expect(fireEvent.keyDown(button('File 1'), { key: 'Home' })).toBe(true);
    expect(fireEvent.keyDown(button('File 1'), { key: 'ArrowDown', shiftKey: true })).toBe(true);
    expect(button('File 1')).toHaveFocus();

    await user.tab();
    expect(button('File 2')).toHaveFocus();
  });

  it.each([
    [360, 108],
    [1280, 80],
  ])(
    'at %s px wide, scrolls the page by exactly one %s px step when the next row is off screen',
    async (width, step) => {
      const user = userEvent.setup();
      // Three rows fit on screen; the fourth starts below its bottom edge.
      setViewport(width, LIST_TOP + 3 * step + step / 2);
      const { scrollBy, scrollIntoView } = layOutRows(step);
      render(<Harness />);
      button('File 3').focus();

      // File 4 is partly off screen: one step brings it in.
      await user.keyboard('{ArrowDown}');
      expect(button('File 4')).toHaveFocus();
      expect(scrollBy).toHaveBeenCalledTimes(1);
      expect(scrollBy).toHaveBeenLastCalledWith({ top: step });

      await user.keyboard('{ArrowDown}');
      expect(button('File 5')).toHaveFocus();
      expect(scrollBy).toHaveBeenCalledTimes(2);
      expect(scrollBy).toHaveBeenLastCalledWith({ top: step });

      // File 4 is wholly on screen: moving back up to it scrolls nothing.
      await user.keyboard('{ArrowUp}');
      expect(button('File 4')).toHaveFocus();
      expect(scrollBy).toHaveBeenCalledTimes(2);

      // File 1 is above the top edge: one step per row moved (three), so it lands where File 4 was.
      await user.keyboard('{Home}');
      expect(button('File 1')).toHaveFocus();
      expect(scrollBy).toHaveBeenLastCalledWith({ top: -3 * step });
      expect(scrollIntoView).not.toHaveBeenCalled();
    },
  );
});
