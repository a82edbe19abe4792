import { act, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { deleteCookie } from '@/lib/storage/browser-cookie';
import { holdSessionOpen } from '@/lib/api/session-keep-alive';
import { SessionStorageKeys } from '@/lib/storage/storage-keys';
import { renderWithProviders } from '@/testing/render';
import { IDLE_EXPIRY_COOKIE, readIdleExpiry } from '../idle-expiry-cookie';
import { SessionTimeout } from './session-timeout';

const TIMEOUT_MS = 20_000;

function renderTimeout(active = true) {
  const onTimeout = vi.fn();
  const onKeepAlive = vi.fn();
  const onSignOut = vi.fn();
  const view = renderWithProviders(
    <SessionTimeout active={active} onTimeout={onTimeout} onKeepAlive={onKeepAlive} onSignOut={onSignOut} />,
  );
  return { ...view, onTimeout, onKeepAlive, onSignOut };
}

function advance(ms: number) {
  act(() => {
    vi.advanceTimersByTime(ms);
  });
}

beforeEach(() => {
  vi.useFakeTimers({ now: new Date('2030-01-01T00:00:00Z') });
  sessionStorage.setItem(SessionStorageKeys.idleTimeoutOverride, String(TIMEOUT_MS));
});

afterEach(() => {
  vi.useRealTimers();
  deleteCookie(IDLE_EXPIRY_COOKIE);
});

describe('SessionTimeout', () => {
  it('keeps the expiry in a cookie and does nothing while inactive', () => {
    const { onTimeout } = renderTimeout(false);
    advance(TIMEOUT_MS * 2);
    expect(readIdleExpiry()).toBeNull();
    expect(onTimeout).not.toHaveBeenCalled();
  });

  it('warns before the time-out, then signs out when nobody answers', () => {
    const { onTimeout } = renderTimeout();
    expect(readIdleExpiry()).toBe(Date.now() + TIMEOUT_MS);

    advance(TIMEOUT_MS / 2 + 1000);
    const dialog = screen.getByRole('alertdialog', { name: "You'll be signed out soon" });
    expect(dialog).toHaveTextContent(/sign you out in \d+ seconds/);
    expect(screen.getByRole('button', { name: 'Stay signed in' })).toHaveFocus();
    expect(onTimeout).not.toHaveBeenCalled();

    // Activity alone does not answer the warning.
    act(() => {
      window.dispatchEvent(new Event('pointermove'));
    });
    advance(TIMEOUT_MS / 2);
    expect(onTimeout).toHaveBeenCalledOnce();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    advance(TIMEOUT_MS);
    expect(onTimeout).toHaveBeenCalledOnce();
  });

  it('stays signed in from the warning, sliding the server session too', () => {
    const { onTimeout, onKeepAlive } = renderTimeout();
    advance(TIMEOUT_MS / 2 + 1000);
    act(() => {
      screen.getByRole('button', { name: 'Stay signed in' }).click();
    });
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(onKeepAlive).toHaveBeenCalledOnce();
    expect(readIdleExpiry()).toBe(Date.now() + TIMEOUT_MS);
    advance(TIMEOUT_MS - 11_000);
    expect(onTimeout).not.toHaveBeenCalled();
  });

  it('offers to sign out at once', () => {
    const { onSignOut } = renderTimeout();
    advance(TIMEOUT_MS / 2 + 1000);
    act(() => {
      screen.getByRole('button', { name: 'Sign out now' }).click();
    });
    expect(onSignOut).toHaveBeenCalledOnce();
  });

  it('extends on activity, at most every couple of seconds', () => {
    const { onTimeout } = renderTimeout();
    const started = readIdleExpiry();
    advance(1000);
    act(() => {
      window.dispatchEvent(new KeyboardEvent('keydown'));
    });
    expect(readIdleExpiry()).toBe(started);
    advance(1500);
    act(() => {
      window.dispatchEvent(new KeyboardEvent('keydown'));
    });
    expect(readIdleExpiry()).toBe(Date.now() + TIMEOUT_MS);
    advance(TIMEOUT_MS - 2000);
    expect(onTimeout).not.toHaveBeenCalled();
  });

  it('pings the server now and then while the user is active', () => {
    const { onKeepAlive } = renderTimeout();
    for (let second = 0; second < 8; second += 1) {
      advance(2000);
      act(() => {
        window.dispatchEvent(new Event('pointerdown'));
      });
    }
    // 16 s of activity with a 20 s time-out: one ping every 20/6 s at most.
    expect(onKeepAlive.mock.calls.length).toBeGreaterThanOrEqual(3);
    expect(onKeepAlive.mock.calls.length).toBeLessThanOrEqual(5);
  });

  it('follows another tab that extended the shared expiry', () => {
    renderTimeout();
    advance(TIMEOUT_MS / 2 + 1000);
    expect(screen.getByRole('alertdialog')).toBeInTheDocument();
    document.cookie = `${IDLE_EXPIRY_COOKIE}=${Date.now() + TIMEOUT_MS}; Path=/`;
    advance(1000);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('extends instead of signing out while the keep-alive flag is held', () => {
    const { onTimeout } = renderTimeout();
    const release = holdSessionOpen();
    try {
      advance(TIMEOUT_MS * 2);
      expect(onTimeout).not.toHaveBeenCalled();
      expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    } finally {
      release();
    }
    advance(TIMEOUT_MS + 1000);
    expect(onTimeout).toHaveBeenCalledOnce();
  });
});
