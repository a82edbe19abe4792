import type {
  BackupDeviceWithItems,
  FullBackupDevicesResponse,
  getBackupDevices as getBackupDevicesEndpoint,
} from '@cloud-portal/contract/backup';
import { withBackupExpiry, type BackupExpiry } from '@cloud-portal/domain/backup-expiry';
import { cloudApi } from '@/lib/cloud-api';

// Checked against the contract at compile time; type-only imports keep TypeBox out of the bundle.
const endpoint = {
  method: 'GET',
  path: '/api/backup/v4/devices',
} as const satisfies Pick<typeof getBackupDevicesEndpoint, 'method' | 'path'>;

/** A device backup as the screens show it: the server's fields plus its expiry (spec §3 Backup device). */
export type BackupDeviceView = Omit<BackupDeviceWithItems, 'alias'> & BackupExpiry & { alias?: string };

export interface BackupDevicesView {
  /** Newest backup first; backups past retention left out (spec §4 Backup expiry). */
  devices: BackupDeviceView[];
  /** The account-wide encrypted flag of spec §4 Category aggregation. */
  encrypted: boolean;
}

/** Spec §4 Backup expiry applied to what the server answered, at the time it answered. */
export function toBackupDevicesView(response: FullBackupDevicesResponse, now: number): BackupDevicesView {
  const devices = response.devices.map(({ alias, ...device }) =>
    alias === null ? device : { ...device, alias },
  );
  return { devices: withBackupExpiry(devices, now), encrypted: response.encrypted };
}

export const backupDevicesApi = cloudApi.injectEndpoints({
  endpoints: (build) => ({
    getBackupDevices: build.query<BackupDevicesView, void>({
      query: () => ({ method: endpoint.method, path: endpoint.path }),
      transformResponse: (response: FullBackupDevicesResponse) =>
        toBackupDevicesView(response, Date.now()),
      providesTags: ['BackupDevices'],
    }),
  }),
});

export const { useGetBackupDevicesQuery } = backupDevicesApi;
