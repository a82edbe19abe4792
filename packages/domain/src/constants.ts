// Business constants of spec §9. Every timer in the portal reads its value from here;
// tests shorten them through configuration, never by editing these numbers.

const SECOND_MS = 1000;
const MINUTE_MS = 60 * SECOND_MS;
const DAY_MS = 24 * 60 * MINUTE_MS;

export const DAY_IN_MS = DAY_MS;

/** Consent cookie and preference cookies live this long. */
export const CONSENT_COOKIE_DAYS = 365;
/** The device-id cookie: lifetime and length of the random id. */
export const DEVICE_ID_COOKIE_DAYS = 730;
export const DEVICE_ID_LENGTH = 32;
/** A confirm token (proof of a re-entered password) is valid this long. */
export const CONFIRM_TOKEN_TTL_MS = 4 * MINUTE_MS;

/** Backups older than this many days since the last backup are gone. */
export const BACKUP_RETENTION_DAYS = 365;
/** More than this many days since the last backup marks a device as expiring. */
export const BACKUP_EXPIRING_AFTER_DAYS = 335;
/** A new temporary backup is kept this many days after it was made. */
export const TEMPORARY_BACKUP_RETENTION_DAYS = 30;
/** Postponing moves a temporary backup's expiry this many days later; once per backup. */
export const TEMPORARY_BACKUP_EXTENSION_DAYS = 30;
/** Deleted Gallery items stay in the trash this long before they are deleted for good. */
export const GALLERY_TRASH_DAYS = 30;

/** Signed-in users are signed out after this much inactivity. */
export const IDLE_TIMEOUT_MS = 30 * MINUTE_MS;
/** How long before the idle time-out the "stay signed in" warning appears (WCAG 2.2.1). */
export const IDLE_WARNING_BEFORE_MS = 2 * MINUTE_MS;
/** A session ends this long after sign-in however active it is (ASVS 7.3.2); SESSION_MAX_AGE changes it. */
export const SESSION_MAX_AGE_MS = 7 * DAY_MS;
/** Security events (sign-ins, sessions ended, deletions…) are kept this many days for the security page. */
export const SECURITY_EVENT_RETENTION_DAYS = 90;
/** The window in which an e-mail verification link is accepted. */
export const EMAIL_VERIFICATION_WINDOW_MS = 5 * MINUTE_MS;
/** The page's scroll bar rests hidden after this long without scrolling, pointing or typing (spec §2 Page layout). */
export const SCROLL_BAR_IDLE_MS = 6 * SECOND_MS;
/** Web sign-in token status is polled this often. */
export const TOKEN_POLL_INTERVAL_MS = 5 * SECOND_MS;
/** The shorter interval the spec also names (idle-timer check). */
export const SHORT_INTERVAL_MS = 1 * SECOND_MS;

/** An erasure request expires this many days after it started. */
export const ERASURE_REQUEST_EXPIRY_DAYS = 30;
/** App usage is requested for at most this many devices per call. */
export const DEVICE_USAGE_BATCH_SIZE = 10;
/** Delay between staggered deletions during erasure. */
export const ERASURE_DELETE_DELAY_MS = 50;

export const GALLERY_THUMBNAIL_SIZE = 240;
export const GALLERY_THUMBNAIL_COUNT = 4;

export const TOAST_DURATION_MS = 3000;

export const DRAWER_WIDTH_SMALL_PX = 264;
export const DRAWER_WIDTH_PX = 288;
export const BREAKPOINT_SMALL_PX = 600;
export const BREAKPOINT_MEDIUM_PX = 960;
export const MIN_WIDTH_PX = 360;
export const HEADER_HEIGHT_SMALL_PX = 54;
export const HEADER_HEIGHT_PX = 64;
/** Backup views never grow wider than this. */
export const BACKUP_VIEW_MAX_WIDTH_PX = 900;
export const ANNOUNCEMENT_BAR_DEFAULT_HEIGHT_PX = 60;
/** Wait before dispatching after going back, so the history change settles first. */
export const DISPATCH_AFTER_BACK_DELAY_MS = 100;

export const DEFAULT_LANGUAGE = 'en';
export const DEFAULT_COUNTRY = 'US';
export const DEFAULT_LOCALE = 'en-US';
export const RIGHT_TO_LEFT_LANGUAGES = ['he', 'fa', 'ur', 'ar'] as const;

export const THEME_MAIN_BLUE = '#0381FE';
export const THEME_HIGH_CONTRAST_CYAN = '#8FE2F0';

export const COOKIE_POLICY_UPDATED_EU = 'March 01, 2021';
export const COOKIE_POLICY_UPDATED_LATIN_AMERICA = 'September 01, 2021';

export const ANALYTICS_COOKIE_NAMES = ['_ga', '_gat', '_gid'] as const;

/** A device backup's owner is reminded this many days before retention deletes it (issue 18). */
export const BACKUP_DELETION_REMINDER_DAYS = [30, 7, 1] as const;
/** A temporary backup's owner is reminded once it expires within this long ("expires tomorrow"). */
export const TEMPORARY_BACKUP_REMINDER_MS = DAY_MS;
/** Finished erasures and new-browser sign-ins older than this raise no notification any more. */
export const NOTIFICATION_LOOKBACK_DAYS = 7;
