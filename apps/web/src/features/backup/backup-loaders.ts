import { redirect, type LoaderFunctionArgs } from 'react-router';
import { PortalRoutes } from '@cloud-portal/contract/portal-routes';
import type { AppStore } from '@/app/store';
import {
  redirectMarked,
  selectionReset,
  selectionSet,
} from '@/stores/selection-slice';
import { backupDevicesApi } from './api/get-backup-devices';
import { temporaryBackupsApi } from './api/get-temporary-backups';
import { backupTabChanged, selectedDeviceChanged } from './backup-slice';
import { takePendingDeletion } from './pending-deletion';
import { whenSignedIn } from '@/lib/api/when-signed-in';

/*
 * Each backup screen loads its data before it shows (spec §2 Routing), once the session
 * check has passed, unless the cache holds an answer (after a reload, the one the persisted
 * client store kept) to show meanwhile. A load
 * that fails still shows the screen, which says so and offers to try again; the global error
 * handler has seen the failure first.
 */

function loadDevices(store: AppStore) {
  return store.dispatch(backupDevicesApi.endpoints.getBackupDevices.initiate(undefined, { subscribe: false }));
}

/** One device's backup with its items (the detail screens). */
function loadDevice(store: AppStore, deviceId: string) {
  return store.dispatch(backupDevicesApi.endpoints.getBackupDevice.initiate(deviceId, { subscribe: false }));
}

function loadTemporaryBackups(store: AppStore) {
  return store.dispatch(
    temporaryBackupsApi.endpoints.getTemporaryBackups.initiate(undefined, { subscribe: false }),
  );
}

/**
 * A screen that shows a list waits for it, unless the cache holds an answer, e.g. the one the
 * persisted client store kept (spec §3): then it shows that at once and the fresh answer
 * replaces it (use-kept-backup-lists.ts).
 */
async function unlessCached(load: Promise<unknown>, cached: unknown): Promise<void> {
  if (cached === undefined) await load;
}

/** The choice made before the password round trip becomes the selection again. */
function restoreSelection(store: AppStore, ids: readonly string[]): void {
  store.dispatch(selectionSet(ids));
  store.dispatch(redirectMarked(true));
}

/**
 * A deletion screen starts with nothing selected, unless select mode was opened from a menu
 * or the selection is coming back from the password gate.
 */
function startSelection(store: AppStore): void {
  const { isFromMenu, isRedirect } = store.getState().selection;
  if (!isFromMenu && !isRedirect) store.dispatch(selectionReset());
}

function deviceIdOf(request: Request): string | null {
  return new URL(request.url).searchParams.get('deviceId');
}

function withDeviceId(route: string, deviceId: string): string {
  return `${route}?${new URLSearchParams({ deviceId }).toString()}`;
}

/** /backup: both lists (the tab badge counts temporary backups expiring soon). */
export function backupListLoader(store: AppStore) {
  return async () => {
    if (!(await whenSignedIn(store))) return null;
    const pending = takePendingDeletion('temporary');
    if (pending) {
      store.dispatch(backupTabChanged('temporary'));
      restoreSelection(store, pending.ids);
    } else {
      store.dispatch(selectionReset());
    }
    const state = store.getState();
    const backupList = backupDevicesApi.endpoints.getBackupDevices.select()(state).data;
    const temporaryBackups = temporaryBackupsApi.endpoints.getTemporaryBackups.select()(state).data;
    await Promise.all([
      unlessCached(loadDevices(store), backupList),
      unlessCached(loadTemporaryBackups(store), temporaryBackups),
    ]);
    return null;
  };
}

/** /backup/delete: the device backups to pick from. */
export function backupDeleteLoader(store: AppStore) {
  return async () => {
    if (!(await whenSignedIn(store))) return null;
    const pending = takePendingDeletion('devices');
    if (pending) restoreSelection(store, pending.ids);
    else startSelection(store);
    await loadDevices(store);
    return null;
  };
}

/** /backup/detail?deviceId=…: the device comes from the address, else the one last on show. */
export function backupDetailLoader(store: AppStore) {
  return async ({ request }: LoaderFunctionArgs) => {
    if (!(await whenSignedIn(store))) return null;
    const fromAddress = deviceIdOf(request);
    const deviceId = fromAddress ?? store.getState().backup.selectedDeviceId;
    if (deviceId === null) throw redirect(PortalRoutes.backup);
    if (fromAddress === null) throw redirect(withDeviceId(PortalRoutes.backupDetail, deviceId));
    store.dispatch(selectedDeviceChanged(deviceId));
    await loadDevice(store, deviceId);
    return null;
  };
}

/**
 * /backup/detail/delete?deviceId=…: the password gate cannot come back with a query, so after
 * it the device comes from the kept choice and is put back in the address.
 */
export function backupDetailDeleteLoader(store: AppStore) {
  return async ({ request }: LoaderFunctionArgs) => {
    if (!(await whenSignedIn(store))) return null;
    const pending = takePendingDeletion('contents');
    const fromAddress = deviceIdOf(request);
    const deviceId = pending?.deviceId ?? fromAddress ?? store.getState().backup.selectedDeviceId;
    if (deviceId === null) throw redirect(PortalRoutes.backup);
    if (pending) restoreSelection(store, pending.ids);
    else startSelection(store);
    store.dispatch(selectedDeviceChanged(deviceId));
    if (fromAddress !== deviceId) throw redirect(withDeviceId(PortalRoutes.backupDetailDelete, deviceId));
    await loadDevice(store, deviceId);
    return null;
  };
}
