import { describe, expect, it } from 'vitest';
import { makeStore } from '@/app/store';
import { progressFailed } from './progress-slice';
import { loggedOut } from './session-actions';
import { selectToast, toastDismissed, toastShown } from './toast-slice';

describe('toast slice', () => {
  it('shows a message with a fresh id each time', () => {
    const store = makeStore();
    store.dispatch(toastShown('Saved'));
    const first = selectToast(store.getState());
    store.dispatch(toastShown('Saved'));
    const second = selectToast(store.getState());
    expect(first?.message).toBe('Saved');
    expect(second?.message).toBe('Saved');
    expect(second?.id).not.toBe(first?.id);
  });

  it('dismissing an older toast leaves the newer one', () => {
    const store = makeStore();
    store.dispatch(toastShown('old'));
    const old = selectToast(store.getState());
    store.dispatch(toastShown('new'));
    store.dispatch(toastDismissed(old?.id ?? ''));
    expect(selectToast(store.getState())?.message).toBe('new');
  });

  it('dismissing the toast on show hides it', () => {
    const store = makeStore();
    store.dispatch(toastShown('bye'));
    store.dispatch(toastDismissed(selectToast(store.getState())?.id ?? ''));
    expect(selectToast(store.getState())).toBeNull();
  });

  it('a progress error asking for a toast shows its message', () => {
    const store = makeStore();
    store.dispatch(progressFailed({ message: 'Failed', rcode: 1, toast: true }));
    expect(selectToast(store.getState())?.message).toBe('Failed');
  });

  it('signing out hides it', () => {
    const store = makeStore();
    store.dispatch(toastShown('x'));
    store.dispatch(loggedOut());
    expect(selectToast(store.getState())).toBeNull();
  });
});
