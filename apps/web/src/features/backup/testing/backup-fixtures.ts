import type { BackupDeviceWithItems, BackupItem, FullBackupDevicesResponse } from '@cloud-portal/contract/backup';
import type { TemporaryBackup } from '@cloud-portal/contract/temporary-backup';
import type { BackupItemState } from '@cloud-portal/domain/backup-item-state';
import { DAY_IN_MS } from '@cloud-portal/domain/constants';

/** Data for the backup feature's tests, shaped as the server answers it. */

export const NOW = Date.UTC(2026, 2, 10, 12, 0);

type ItemFields = Omit<BackupItem, 'state'> & { state: BackupItemState };

export function item(cid: string, over: Partial<ItemFields> = {}): BackupItem {
  const fields: ItemFields = {
    cid,
    usage: 1_000_000,
    count: 10,
    backup_time: NOW - DAY_IN_MS,
    latest_backup_time: NOW - DAY_IN_MS,
    state: 'on',
    encrypted: false,
    ...over,
  };
  // The contract's state union loses its literals (its type is `never`), so the domain's names it.
  return fields as BackupItem;
}

/**
 * A device backup answering both views at once: its items (the full view, `tdid`) and their
 * total (the summary view), so one mocked answer serves the list and the detail screens.
 */
export function device(over: Partial<BackupDeviceWithItems> = {}): BackupDeviceWithItems {
  const fields: BackupDeviceWithItems = {
    device_id: 'phone-1',
    model: 'CP-P9100',
    modelCode: 'CP-P9100',
    modelName: 'P9100',
    alias: "Alex's phone",
    e2Type: 'non',
    deviceType: 'phone',
    latest_backup_time: NOW - DAY_IN_MS,
    items: [item('CONTACT', { count: 412, usage: 3_400_000 }), item('SMS'), item('Voice')],
    ...over,
  };
  return { ...fields, total_usage: fields.items.reduce((sum, entry) => sum + entry.usage, 0) };
}

export const PHONE = device();
export const TABLET = device({
  device_id: 'tablet-1',
  model: 'CP-T7200',
  modelCode: 'CP-T7200',
  modelName: 'T7200',
  alias: null,
  deviceType: 'tablet',
  latest_backup_time: NOW - 12 * DAY_IN_MS,
  items: [item('CONTACT', { encrypted: true }), item('EVENT'), item('UNKNOWN_CID', { usage: 9e9 })],
});
export const OLD_PHONE = device({
  device_id: 'phone-old',
  model: 'CP-P8100',
  modelCode: 'CP-P8100',
  modelName: 'P8100',
  alias: 'Old phone',
  latest_backup_time: NOW - 340 * DAY_IN_MS,
  items: [item('CALLLOGS')],
});

export function devicesResponse(devices: BackupDeviceWithItems[] = [PHONE, TABLET, OLD_PHONE]): FullBackupDevicesResponse {
  return { devices, encrypted: false };
}

export function temporaryBackup(over: Partial<TemporaryBackup> = {}): TemporaryBackup {
  return {
    id: 'tb_phone',
    createdAt: NOW - 28 * DAY_IN_MS,
    expiryAt: NOW + 2 * DAY_IN_MS,
    extended: false,
    size: 7_840_000_000,
    itemCount: 14,
    device: {
      device_id: PHONE.device_id,
      model: PHONE.model,
      modelCode: PHONE.modelCode,
      modelName: PHONE.modelName,
      alias: PHONE.alias,
      deviceType: 'phone',
    },
    ...over,
  };
}

export const TEMPORARY_TABLET = temporaryBackup({
  id: 'tb_tablet',
  expiryAt: NOW + 25 * DAY_IN_MS,
  size: 2_310_000_000,
  device: {
    device_id: TABLET.device_id,
    model: TABLET.model,
    modelCode: TABLET.modelCode,
    modelName: TABLET.modelName,
    alias: null,
    deviceType: 'tablet',
  },
});

/** Answers for the product lookup the list screens make: no pictures. */
export const NO_PRODUCTS = { status: 200, body: { products: [] } } as const;
