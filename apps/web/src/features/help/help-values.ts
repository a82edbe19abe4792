import {
  BACKUP_EXPIRING_AFTER_DAYS,
  BACKUP_RETENTION_DAYS,
  CONFIRM_TOKEN_TTL_MS,
  ERASURE_REQUEST_EXPIRY_DAYS,
  GALLERY_THUMBNAIL_COUNT,
  IDLE_TIMEOUT_MS,
  IDLE_WARNING_BEFORE_MS,
} from '@cloud-portal/domain/constants';
import { E2EE_POLICY_CONTENT_IDS } from '@cloud-portal/domain/e2ee-policy-contents';

const MINUTE_MS = 60_000;

/**
 * Temporary backups are kept 30 days and can be postponed once by 30 days. The server holds
 * these numbers (apps/server temporary-backup-service); the domain package does not have them
 * yet, so the help pages state them here.
 */
const TEMPORARY_BACKUP_DAYS = 30;
const TEMPORARY_BACKUP_EXTENSION_DAYS = 30;

/**
 * The numbers every help text may interpolate (`{{retentionDays, number}}`): the help pages
 * read the portal's own constants, so the text never contradicts the behaviour.
 */
export const HELP_VALUES = {
  retentionDays: BACKUP_RETENTION_DAYS,
  expiringDays: BACKUP_EXPIRING_AFTER_DAYS,
  confirmMinutes: CONFIRM_TOKEN_TTL_MS / MINUTE_MS,
  idleMinutes: IDLE_TIMEOUT_MS / MINUTE_MS,
  idleWarningMinutes: IDLE_WARNING_BEFORE_MS / MINUTE_MS,
  erasureDays: ERASURE_REQUEST_EXPIRY_DAYS,
  temporaryDays: TEMPORARY_BACKUP_DAYS,
  extensionDays: TEMPORARY_BACKUP_EXTENSION_DAYS,
  extendedDays: TEMPORARY_BACKUP_DAYS + TEMPORARY_BACKUP_EXTENSION_DAYS,
  homeThumbnailCount: GALLERY_THUMBNAIL_COUNT,
  e2eeContentCount: E2EE_POLICY_CONTENT_IDS.length,
} as const;
