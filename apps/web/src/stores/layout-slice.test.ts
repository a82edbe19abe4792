import { describe, expect, it } from 'vitest';
import { makeStore } from '@/app/store';
import {
  cookieSettingsClosed,
  cookieSettingsOpened,
  drawerClosed,
  drawerOpened,
  sidebarClosed,
  sidebarToggled,
} from './layout-slice';
import { loggedOut } from './session-actions';

describe('layout slice (spec §3 Home/app state, §4 Toggles)', () => {
  it('toggles the sidebar open and closed', () => {
    const store = makeStore();
    store.dispatch(sidebarToggled());
    expect(store.getState().layout.isSidebarOpen).toBe(true);
    store.dispatch(sidebarToggled());
    expect(store.getState().layout.isSidebarOpen).toBe(false);
    store.dispatch(sidebarToggled());
    store.dispatch(sidebarClosed());
    expect(store.getState().layout.isSidebarOpen).toBe(false);
  });

  it('keeps the profile and notification drawers mutually exclusive', () => {
    const store = makeStore();
    store.dispatch(drawerOpened('profile'));
    expect(store.getState().layout.openDrawer).toBe('profile');
    store.dispatch(drawerOpened('notification'));
    expect(store.getState().layout.openDrawer).toBe('notification');
    // A late close of the drawer that is no longer open changes nothing.
    store.dispatch(drawerClosed('profile'));
    expect(store.getState().layout.openDrawer).toBe('notification');
    store.dispatch(drawerClosed('notification'));
    expect(store.getState().layout.openDrawer).toBeNull();
  });

  it('opens cookie settings over a closed drawer', () => {
    const store = makeStore();
    store.dispatch(drawerOpened('profile'));
    store.dispatch(cookieSettingsOpened());
    expect(store.getState().layout).toMatchObject({ isCookieSettingsOpen: true, openDrawer: null });
    store.dispatch(cookieSettingsClosed());
    expect(store.getState().layout.isCookieSettingsOpen).toBe(false);
  });

  it('closes the drawer and the sidebar on sign-out', () => {
    const store = makeStore();
    store.dispatch(drawerOpened('profile'));
    store.dispatch(sidebarToggled());
    store.dispatch(loggedOut());
    expect(store.getState().layout).toMatchObject({ openDrawer: null, isSidebarOpen: false });
  });
});
