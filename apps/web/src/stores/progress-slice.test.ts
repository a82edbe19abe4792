import type { UnknownAction } from '@reduxjs/toolkit';
import { describe, expect, it } from 'vitest';
import { makeStore } from '@/app/store';
import {
  downloadingChanged,
  eofCounterIncreased,
  eofCounterReset,
  initialProgressState,
  progressClosed,
  progressFailed,
  progressIncreased,
  progressOpened,
  progressRun,
  selectIsProgressDialogOpen,
  serverCheckStarted,
  serverStatusReset,
  serverUnavailable,
  type ProgressState,
} from './progress-slice';
import { loggedOut } from './session-actions';

const closed = initialProgressState;
const open = (over: Partial<ProgressState> = {}): ProgressState => ({
  ...initialProgressState,
  isOpen: true,
  total: 3,
  ...over,
});

describe('progress slice (spec §4 Progress dialog)', () => {
  it.each<[string, ProgressState, UnknownAction, ProgressState]>([
    ['open shows the dialog with nothing done', closed, progressOpened({ total: 3 }), open()],
    [
      'open again starts over',
      open({ completed: 2, error: { message: 'x', rcode: 1 } }),
      progressOpened({ total: 5 }),
      open({ total: 5 }),
    ],
    ['open never takes a negative total', closed, progressOpened({ total: -2 }), open({ total: 0 })],
    ['run marks it running', open(), progressRun(), open({ isRunning: true })],
    ['run on a closed dialog does nothing', closed, progressRun(), closed],
    [
      'increase counts one finished step',
      open({ isRunning: true, completed: 1 }),
      progressIncreased(),
      open({ isRunning: true, completed: 2 }),
    ],
    [
      'increase stops at the total',
      open({ isRunning: true, completed: 3 }),
      progressIncreased(),
      open({ isRunning: true, completed: 3 }),
    ],
    ['increase on a closed dialog does nothing', closed, progressIncreased(), closed],
    [
      'error keeps the dialog open with message and code',
      open({ isRunning: true, completed: 1 }),
      progressFailed({ message: 'A network or server error has occurred', rcode: 50000001 }),
      open({
        completed: 1,
        error: { message: 'A network or server error has occurred', rcode: 50000001 },
      }),
    ],
    [
      'run again clears the error',
      open({ error: { message: 'x', rcode: null } }),
      progressRun(),
      open({ isRunning: true }),
    ],
    ['close resets the run', open({ isRunning: true, completed: 2 }), progressClosed(), closed],
    ['end-of-file counter increases', closed, eofCounterIncreased(), { ...closed, eofCounter: 1 }],
    ['end-of-file counter resets', { ...closed, eofCounter: 4 }, eofCounterReset(), closed],
    ['downloading flag', closed, downloadingChanged(true), { ...closed, isDownloading: true }],
    ['server check starts', closed, serverCheckStarted(), { ...closed, serverStatus: 'checking' }],
    [
      'server unavailable',
      { ...closed, serverStatus: 'checking' },
      serverUnavailable(),
      { ...closed, serverStatus: 'unavailable' },
    ],
    ['server status reset', { ...closed, serverStatus: 'unavailable' }, serverStatusReset(), closed],
    ['signing out closes everything', open({ isRunning: true }), loggedOut(), closed],
  ])('%s', (_name, before, action, after) => {
    const store = makeStore({ progress: before });
    store.dispatch(action);
    expect(store.getState().progress).toEqual(after);
  });

  it('tells the global error handler whether a dialog is open', () => {
    const store = makeStore();
    expect(selectIsProgressDialogOpen(store.getState())).toBe(false);
    store.dispatch(progressOpened({ total: 1 }));
    expect(selectIsProgressDialogOpen(store.getState())).toBe(true);
  });

  it('an error shows a toast only when asked to', () => {
    const store = makeStore({ progress: open() });
    store.dispatch(progressFailed({ message: 'quiet', rcode: null }));
    expect(store.getState().toast.current).toBeNull();
    store.dispatch(progressFailed({ message: 'loud', rcode: 1, toast: true }));
    expect(store.getState().toast.current).toMatchObject({ message: 'loud' });
  });
});
