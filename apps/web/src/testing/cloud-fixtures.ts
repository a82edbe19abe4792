import type { IncompletedTask } from '@cloud-portal/contract/erasure';
import type { AppUsageResponse } from '@cloud-portal/contract/device-context';
import type { DeviceContextEntry } from '@/lib/shared-api/get-device-contexts';
import type { QuotaUsage, UsageEntry } from '@/lib/shared-api/get-quota-usage';
import type { MockResponse } from './fetch-mock';

/*
 * Answers of the cloud API for component tests, shaped like the demo account's (apps/server
 * demo seeds), small enough to read. Times are fixed: 2026-03-05T14:07:00Z and before.
 */

export const NOW = Date.UTC(2026, 2, 5, 14, 7);
const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

function usageEntry(
  cid: string,
  cidType: UsageEntry['cid_type'],
  size: number,
  cnt: number,
): UsageEntry {
  return { cid, name: cid, size, cnt, quota_check: true, cid_type: cidType };
}

/** 7.2 GB of 15 GB: gallery photos, synced apps, device backups and a secure folder. */
export function quotaUsageFixture(overrides: Partial<QuotaUsage> = {}): QuotaUsage {
  return {
    quota_info: {
      cnt: 0,
      default_cnt: 0,
      default_size: 15_000_000_000,
      is_payment: false,
      size: 15_000_000_000,
    },
    total_info: { size: 7_200_000_000, cnt: 5_000 },
    usage_info: [
      usageEntry('contacts', 'SYNC', 3_410_000, 1_248),
      usageEntry('notes', 'SYNC', 245_600_000, 87),
      usageEntry('internet', 'SYNC', 18_900_000, 312),
      usageEntry('contacts', 'KNOX', 402_000, 154),
      usageEntry('SMS', 'BACKUP', 1_200_000_000, 3_000),
      usageEntry('gallery', 'DEFAULT', 5_700_000_000, 45),
    ],
    ...overrides,
  };
}

/** A quota with nothing stored. */
export function emptyQuotaUsageFixture(): QuotaUsage {
  return quotaUsageFixture({ total_info: { size: 0, cnt: 0 }, usage_info: [] });
}

export function deviceContextFixture(
  overrides: Partial<DeviceContextEntry> & Pick<DeviceContextEntry, 'id'>,
): DeviceContextEntry {
  return {
    cdid: `c-${overrides.id}`,
    pdid: null,
    type: 'phone',
    v_device_type: 'normal',
    alias: null,
    modelName: 'P9100',
    modelCode: 'CP-P9100',
    model: 'CP-P9100',
    e2eeType: 'non',
    lastAccessTime: NOW - HOUR,
    sync_list: [],
    backup_list: [],
    edp_sync_list: [],
    edp_famhub_list: [],
    autoSyncOff: false,
    ...overrides,
  };
}

/** A phone, a tablet with auto sync off, a watch, a secure folder and a work profile. */
export function deviceContextsFixture(): DeviceContextEntry[] {
  return [
    deviceContextFixture({
      id: 'phone-1',
      alias: "Alex's phone",
      sync_list: [
        { cid: 'contacts', cnt: 312, size: 480_000, state: 'on', did: ['phone-1'], lastModifiedTime: NOW - 2 * HOUR },
        { cid: 'notes', cnt: 24, size: 96_000, state: 'on', did: ['phone-1'], lastModifiedTime: NOW - DAY },
        { cid: 'internet', cnt: 140, size: 52_000, state: 'on', did: ['phone-1'], lastModifiedTime: NOW - 3 * HOUR },
      ],
    }),
    deviceContextFixture({
      id: 'tablet-1',
      type: 'tablet',
      model: 'CP-T7200',
      modelCode: 'CP-T7200',
      modelName: 'T7200',
      e2eeType: 'e2ee',
      lastAccessTime: NOW - 3 * DAY,
      sync_list: [
        { cid: 'contacts', cnt: 312, size: 480_000, state: 'on', did: ['tablet-1'], lastModifiedTime: NOW - HOUR },
        { cid: 'device_sync_status', cnt: 0, size: 0, state: 'off', did: ['tablet-1'], lastModifiedTime: NOW - 3 * DAY },
      ],
      autoSyncOff: true,
    }),
    deviceContextFixture({
      id: 'watch-1',
      type: 'watch',
      model: 'CP-W5400',
      modelCode: 'CP-W5400',
      modelName: 'W5400',
      alias: 'Running watch',
    }),
    deviceContextFixture({
      id: 'phone-1-sf',
      pdid: 'phone-1',
      v_device_type: 'secure_folder',
      alias: 'Secure Folder',
    }),
    deviceContextFixture({
      id: 'phone-1-knox',
      pdid: 'phone-1',
      v_device_type: 'knox',
      alias: 'Work profile',
    }),
  ];
}

export function incompletedTaskFixture(cids: string[]): IncompletedTask {
  return {
    referenceId: `ref-${cids.join('-')}`,
    taskType: 'CSWEB_DATA_ERASURE',
    startedAt: NOW - HOUR,
    expiryAt: NOW + 30 * DAY,
    cids,
  };
}

export function appUsageFixture(deviceIds: readonly string[]): AppUsageResponse {
  return {
    devices: deviceIds.map((deviceId) => ({
      deviceId,
      appUsage: [
        {
          cid: 'contacts',
          cidType: 'SYNC',
          count: 1_248,
          quotaCheck: true,
          size: 3_410_000,
          lastModifiedTime: NOW - HOUR,
        },
        {
          cid: 'SMS',
          cidType: 'BACKUP',
          count: 3_000,
          quotaCheck: true,
          size: 1_200_000_000,
          lastModifiedTime: NOW - DAY,
        },
        {
          cid: 'MMS',
          cidType: 'BACKUP',
          count: 20,
          quotaCheck: true,
          size: 8_000_000,
          lastModifiedTime: NOW - DAY,
        },
      ],
    })),
  };
}

/**
 * The product catalogue's answer (`POST /api/pki/v2/products/fetch`) for one model with a
 * picture, and the picture itself, at `/api/pki/v2/images/<picture>`.
 */
export function productWithPictureAnswers(product: {
  modelCode: string;
  modelName: string;
  marketingName: string;
  picture: string;
}): Record<string, MockResponse> {
  const { picture, ...names } = product;
  const downloadApi = `/api/pki/v2/images/${picture}`;
  return {
    'POST /api/pki/v2/products/fetch': {
      status: 200,
      body: { products: [{ ...names, images: [{ file: { downloadApi } }] }] },
    },
    [`GET ${downloadApi}`]: { status: 200, body: '<svg/>' },
  };
}
