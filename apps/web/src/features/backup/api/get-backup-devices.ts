import { endpointRoutes } from '@cloud-portal/contract/endpoint-routes';
import type {
  BackupDevice,
  BackupDevicesResponse,
  BackupItem,
} from '@cloud-portal/contract/backup';
import { withBackupExpiry, type BackupExpiry } from '@cloud-portal/domain/backup-expiry';
import { cloudApi } from '@/lib/api/cloud-api';
import { fetchAllPages, pageQuery } from '@/lib/api/fetch-all-pages';
import { keptQueryOptions } from '@/lib/api/kept-queries';

const endpoint = endpointRoutes.getBackupDevices;

/**
 * A device backup as the list screens show it (spec §3 Backup device): the server's summary
 * (no items; total_usage, the bytes it holds) plus its expiry.
 */
export type BackupDeviceView = Omit<BackupDevice, 'alias' | 'items'> & BackupExpiry & { alias?: string };

/** One device backup with what it holds per content id (the detail screens). */
export type BackupDeviceDetailView = BackupDeviceView & { items: BackupItem[] };

export interface BackupDevicesView<Device extends BackupDeviceView = BackupDeviceView> {
  /** Newest backup first; backups past retention left out (spec §4 Backup expiry). */
  devices: Device[];
  /** The account-wide encrypted flag of spec §4 Category aggregation. */
  encrypted: boolean;
}

/** Spec §4 Backup expiry applied to what the server answered, at the time it answered. */
export function toBackupDevicesView(response: BackupDevicesResponse, now: number): BackupDevicesView {
  const devices = response.devices.map(({ alias, items: _items, ...device }) =>
    alias === null ? device : { ...device, alias },
  );
  return { devices: withBackupExpiry(devices, now), encrypted: response.encrypted };
}

/** One device's backup from a `tdid` answer, its items kept; null when it has none (any more). */
export function toBackupDeviceDetail(
  response: BackupDevicesResponse,
  deviceId: string,
  now: number,
): { device: BackupDeviceDetailView | null; encrypted: boolean } {
  const answered = response.devices.find((device) => device.device_id === deviceId);
  const [device] = answered ? toBackupDevicesView({ ...response, devices: [answered] }, now).devices : [];
  return {
    device: device && answered ? { ...device, items: answered.items ?? [] } : null,
    encrypted: response.encrypted,
  };
}

function listPath(cursor: string | undefined): string {
  return `${endpoint.path}?${pageQuery({ view: 'summary' }, cursor)}`;
}

export const backupDevicesApi = cloudApi.injectEndpoints({
  endpoints: (build) => ({
    /**
     * The user's backup list without the items (the dashboard, /backup and /backup/delete
     * show devices only), page after page until the server says no more remain.
     */
    getBackupDevices: build.query<BackupDevicesView, void>({
      // Kept across reloads (spec §3 User state "backup list").
      ...keptQueryOptions,
      async queryFn(_arg, _api, _extraOptions, baseQuery) {
        const pages = await fetchAllPages<BackupDevicesResponse>(baseQuery, listPath);
        if ('error' in pages) return { error: pages.error };
        const response = { devices: pages.data.flatMap((page) => page.devices), encrypted: pages.data.at(-1)?.encrypted ?? false };
        return { data: toBackupDevicesView(response, Date.now()) };
      },
      providesTags: ['BackupDevices'],
    }),
    /** One device's backup with its items, fetched when its detail screen opens. */
    getBackupDevice: build.query<ReturnType<typeof toBackupDeviceDetail>, string>({
      query: (deviceId) => ({
        method: endpoint.method,
        path: `${endpoint.path}?${new URLSearchParams({ tdid: deviceId }).toString()}`,
      }),
      transformResponse: (response: BackupDevicesResponse, _meta, deviceId) =>
        toBackupDeviceDetail(response, deviceId, Date.now()),
      providesTags: ['BackupDevices'],
    }),
  }),
});

export const { useGetBackupDevicesQuery, useGetBackupDeviceQuery } = backupDevicesApi;
