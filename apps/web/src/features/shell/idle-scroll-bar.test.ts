import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SCROLL_BAR_IDLE_MS } from '@cloud-portal/domain/constants';
import { hideScrollBarsWhenIdle, SCROLL_BAR_IDLE_CLASS } from './idle-scroll-bar';

describe('hideScrollBarsWhenIdle', () => {
  const root = document.documentElement;
  let stop: () => void = () => undefined;

  beforeEach(() => {
    vi.useFakeTimers();
    stop = hideScrollBarsWhenIdle();
  });

  afterEach(() => {
    stop();
    vi.useRealTimers();
  });

  it('hides the scroll bars after 6 seconds without use, not before', () => {
    expect(SCROLL_BAR_IDLE_MS).toBe(6000);
    vi.advanceTimersByTime(SCROLL_BAR_IDLE_MS - 1);
    expect(root).not.toHaveClass(SCROLL_BAR_IDLE_CLASS);
    vi.advanceTimersByTime(1);
    expect(root).toHaveClass(SCROLL_BAR_IDLE_CLASS);
  });

  it.each(['scroll', 'wheel', 'pointermove', 'keydown'])('shows them again on %s, and counts the idle time anew', (type) => {
    vi.advanceTimersByTime(SCROLL_BAR_IDLE_MS);
    // A scroll inside a list does not bubble: it is heard on its way down.
    const list = document.body.appendChild(document.createElement('div'));
    list.dispatchEvent(new Event(type));
    expect(root).not.toHaveClass(SCROLL_BAR_IDLE_CLASS);
    vi.advanceTimersByTime(SCROLL_BAR_IDLE_MS - 1);
    expect(root).not.toHaveClass(SCROLL_BAR_IDLE_CLASS);
    vi.advanceTimersByTime(1);
    expect(root).toHaveClass(SCROLL_BAR_IDLE_CLASS);
    list.remove();
  });

  it('leaves the scroll bars shown and stops listening once cleaned up', () => {
    stop();
    vi.advanceTimersByTime(SCROLL_BAR_IDLE_MS * 2);
    expect(root).not.toHaveClass(SCROLL_BAR_IDLE_CLASS);
  });
});
