import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TOAST_DURATION_MS } from '@cloud-portal/domain/constants';
import { Toast } from './toast';

describe('Toast', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('announces the message in a polite live region that is always there', () => {
    const { rerender } = render(<Toast toast={null} onDismiss={() => undefined} />);
    const region = screen.getByRole('status');
    expect(region).toBeEmptyDOMElement();
    rerender(<Toast toast={{ id: 'a', message: '2 backups deleted' }} onDismiss={() => undefined} />);
    expect(region).toHaveTextContent('2 backups deleted');
    expect(region).toHaveAttribute('aria-live', 'polite');
  });

  it('asks to be dismissed after 3000 ms', async () => {
    const onDismiss = vi.fn();
    render(<Toast toast={{ id: 'a', message: 'Saved' }} onDismiss={onDismiss} />);
    await act(() => vi.advanceTimersByTime(TOAST_DURATION_MS - 1));
    expect(onDismiss).not.toHaveBeenCalled();
    await act(() => vi.advanceTimersByTime(1));
    expect(onDismiss).toHaveBeenCalledWith('a');
  });

  it('a new toast starts its own countdown', async () => {
    const onDismiss = vi.fn();
    const { rerender } = render(<Toast toast={{ id: 'a', message: 'One' }} onDismiss={onDismiss} />);
    await act(() => vi.advanceTimersByTime(2000));
    rerender(<Toast toast={{ id: 'b', message: 'Two' }} onDismiss={onDismiss} />);
    await act(() => vi.advanceTimersByTime(2000));
    expect(onDismiss).not.toHaveBeenCalled();
    await act(() => vi.advanceTimersByTime(1000));
    expect(onDismiss).toHaveBeenCalledWith('b');
  });

  it('waits while the pointer rests on it', async () => {
    const onDismiss = vi.fn();
    render(<Toast toast={{ id: 'a', message: 'Read me' }} onDismiss={onDismiss} />);
    fireEvent.pointerEnter(screen.getByText('Read me'));
    await act(() => vi.advanceTimersByTime(10_000));
    expect(onDismiss).not.toHaveBeenCalled();
    fireEvent.pointerLeave(screen.getByText('Read me'));
    await act(() => vi.advanceTimersByTime(TOAST_DURATION_MS));
    expect(onDismiss).toHaveBeenCalledWith('a');
  });
});
