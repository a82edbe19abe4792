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
import { idleTimeoutMs, idleWarningMs } from '@/lib/idle-timeout-config';

const MINUTE_MS = 60_000;

/**
 * The numbers every help text may interpolate (`{{retentionDays, number}}`): the help pages
 * read the portal's own constants, and the idle time-out the build configured (the one the
 * session time-out uses), so the text never contradicts the behaviour.
 */
export function helpValues(timeoutMs: number = idleTimeoutMs()) {
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
  } as const;
}

export type HelpValues = ReturnType<typeof helpValues>;
