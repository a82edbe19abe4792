import { DEVICE_PHOTO_MAX_BYTES } from '@cloud-portal/contract/device-data';
import {
  BACKUP_EXPIRING_AFTER_DAYS,
  BACKUP_RETENTION_DAYS,
  CONFIRM_TOKEN_TTL_MS,
  ERASURE_REQUEST_EXPIRY_DAYS,
  GALLERY_THUMBNAIL_COUNT,
  GALLERY_TRASH_DAYS,
  TEMPORARY_BACKUP_EXTENSION_DAYS,
  TEMPORARY_BACKUP_RETENTION_DAYS,
} from '@cloud-portal/domain/constants';
import { E2EE_POLICY_CONTENT_IDS } from '@cloud-portal/domain/e2ee-policy-contents';
import { formatSize } from '@cloud-portal/domain/size-format';
import { idleTimeoutMs, idleWarningMs } from '@/lib/idle-timeout-config';

const MINUTE_MS = 60_000;

export interface HelpValuesOptions {
  /** The language shown, for the sizes (as the storage screens format them); en-US when omitted. */
  language?: string;
  /** The idle time-out; the one the build configured when omitted. */
  timeoutMs?: number;
}

/**
 * The numbers every help text may interpolate (`{{retentionDays, number}}`): the help pages
 * read the portal's own constants, and the idle time-out the build configured (the one the
 * session time-out uses), so the text never contradicts the behaviour. Sizes come already
 * formatted in the language shown (`{{photoMaxSize}}`, '26.2 MB').
 */
export function helpValues({ language, timeoutMs = idleTimeoutMs() }: HelpValuesOptions = {}) {
  return {
    retentionDays: BACKUP_RETENTION_DAYS,
    expiringDays: BACKUP_EXPIRING_AFTER_DAYS,
    confirmMinutes: CONFIRM_TOKEN_TTL_MS / MINUTE_MS,
    idleMinutes: timeoutMs / MINUTE_MS,
    idleWarningMinutes: idleWarningMs(timeoutMs) / MINUTE_MS,
    erasureDays: ERASURE_REQUEST_EXPIRY_DAYS,
    temporaryDays: TEMPORARY_BACKUP_RETENTION_DAYS,
    extensionDays: TEMPORARY_BACKUP_EXTENSION_DAYS,
    extendedDays: TEMPORARY_BACKUP_RETENTION_DAYS + TEMPORARY_BACKUP_EXTENSION_DAYS,
    trashDays: GALLERY_TRASH_DAYS,
    homeThumbnailCount: GALLERY_THUMBNAIL_COUNT,
    e2eeContentCount: E2EE_POLICY_CONTENT_IDS.length,
    // The largest photo the device API takes for Gallery, in the units the storage screens use.
    photoMaxSize: formatSize(DEVICE_PHOTO_MAX_BYTES, { locale: language }).text,
  } as const;
}

export type HelpValues = ReturnType<typeof helpValues>;
