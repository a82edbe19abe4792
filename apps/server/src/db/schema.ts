import { BACKUP_ITEM_STATES } from '@cloud-portal/domain/backup-item-state';
import { DEVICE_TYPES, VIRTUAL_DEVICE_TYPES } from '@cloud-portal/domain/device-types';
import { SYNC_CONTENT_STATES } from '@cloud-portal/domain/sync-content-state';
import { type AnyPgColumn, bigint, boolean, check, customType, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { sql, type SQL } from 'drizzle-orm';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/** A portal account: one per person, whatever provider identity they sign in with. */
export const accounts = pgTable('accounts', {
  id: uuid('id').primaryKey().defaultRandom(),
  displayName: text('display_name').notNull(),
  /** The name's parts from the provider (OIDC given_name, family_name), when it sends them. */
  givenName: text('given_name'),
  familyName: text('family_name'),
  loginId: text('login_id').notNull(),
  profileImageUrl: text('profile_image_url'),
  validatedEmail: boolean('validated_email').notNull().default(false),
  /** 'active', or why the cloud refuses the account: 'withdrawn' (101901), 'suspended' (101902). */
  status: text('status').notNull().default('active'),
  /** Set when the cloud is locked: the rcode to answer (101920, 101921 or 101922). */
  cloudLockRcode: integer('cloud_lock_rcode'),
  createdAt: createdAt(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Links a provider subject (issuer + sub) to an account. */
export const identities = pgTable(
  'identities',
  {
    issuer: text('issuer').notNull(),
    subject: text('subject').notNull(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.issuer, t.subject] }), index('identities_account_idx').on(t.accountId)],
);

/**
 * Server-side sessions. The id is the SHA-256 of the cookie token, so a copy of this table
 * cannot be replayed as cookies.
 */
export const sessions = pgTable(
  'sessions',
  {
    id: text('id').primaryKey(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    /** Kept only to name the session at the provider's RP-initiated sign-out. */
    idToken: text('id_token'),
    createdAt: createdAt(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    /** Sliding: moved forward while the session is used. */
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** The provider that signed the session in; null for sessions older than this column. */
    issuer: text('issuer'),
    /**
     * Set when the session was ended while its cookie may still be in use elsewhere (another
     * tab, another browser), so a later call can say why (rcodes 19008, 101903) instead of
     * a bare 401. Ended rows are purged with expired ones.
     */
    endedAt: timestamp('ended_at', { withTimezone: true }),
    /**
     * 'signed_out' (ended by a sign-out) or 'revoked' (ended by signing out everywhere, or from
     * another browser on the security page).
     */
    endReason: text('end_reason'),
    /**
     * The id the security page names the session by. Not the row id: that is the hash of the
     * cookie token, which a page listing every browser has no business handing out.
     */
    handle: uuid('handle').notNull().defaultRandom(),
    /** The browser's User-Agent and address at sign-in, for the security page. */
    userAgent: text('user_agent'),
    ip: text('ip'),
    /** SHA-256 of the browser's device-id cookie, once seen: whether it passed web sign-in verification. */
    browserIdHash: text('browser_id_hash'),
  },
  (t) => [
    index('sessions_account_idx').on(t.accountId),
    // Whether an account signed in from a browser before (the new-browser reminder).
    index('sessions_account_browser_idx').on(t.accountId, t.browserIdHash, t.createdAt),
    index('sessions_expires_idx').on(t.expiresAt),
    uniqueIndex('sessions_handle_idx').on(t.handle),
  ],
);

/**
 * Browsers (device-id cookie, hashed) whose session the owner ended (security page, or the
 * operator's sign-out-everywhere): their next sign-in must enter the password again, since
 * the provider's own session in that browser would otherwise let it straight back in.
 * Cleared by the first sign-in from that browser that authenticated after `required_since`.
 */
export const browserReauthentications = pgTable(
  'browser_reauthentications',
  {
    browserIdHash: text('browser_id_hash').primaryKey(),
    requiredSince: timestamp('required_since', { withTimezone: true }).notNull(),
  },
  (t) => [index('browser_reauthentications_since_idx').on(t.requiredSince)],
);

/**
 * What happened to an account's security, for the security page: sign-ins, sign-outs and
 * sessions ended, failed verifications, password confirmations, deletions and erasure
 * requests. Written where each happens; kept SECURITY_EVENT_RETENTION_DAYS (90).
 */
export const securityEvents = pgTable(
  'security_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    type: text('type').notNull(),
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull().defaultNow(),
    /** The browser that did it, when a browser did. */
    userAgent: text('user_agent'),
    ip: text('ip'),
    /** What was deleted ('deviceBackup', …) or how many sessions ended. */
    subject: text('subject'),
    count: integer('count'),
    /** Set for events that must be written once (a confirm token used by several deletions). */
    onceKey: text('once_key'),
    /**
     * The order events were written in: two events can share a time (PGlite's clock counts
     * milliseconds; one transaction has one now()), and the newer must still come first.
     */
    writtenOrder: bigint('written_order', { mode: 'number' }).generatedAlwaysAsIdentity(),
  },
  (t) => [
    index('security_events_account_idx').on(t.accountId, t.occurredAt),
    index('security_events_occurred_idx').on(t.occurredAt),
    uniqueIndex('security_events_once_idx').on(t.onceKey),
  ],
);

/**
 * A sign-in in flight: what the callback needs to finish it (PKCE verifier, nonce, where to
 * return) and the browser it is bound to. Deleted when the callback uses it, so a state
 * works once.
 */
export const signInRequests = pgTable(
  'sign_in_requests',
  {
    state: text('state').primaryKey(),
    browserBindingHash: text('browser_binding_hash').notNull(),
    codeVerifier: text('code_verifier').notNull(),
    nonce: text('nonce').notNull(),
    returnTo: text('return_to').notNull(),
    /**
     * 'sign-in'; 'confirm-password' for a forced re-authentication before a deletion;
     * 'confirm-password-gate' for a round trip through the provider's confirm-password gate
     * (no code comes back, so its nonce and code verifier are empty).
     */
    purpose: text('purpose').notNull().default('sign-in'),
    /** For 'confirm-password': the signed-in account that must re-authenticate. */
    accountId: uuid('account_id').references(() => accounts.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('sign_in_requests_expires_idx').on(t.expiresAt)],
);

// ---------------------------------------------------------------------------------------
// Cloud data of an account (spec §3). Every table carries account_id: each query is scoped
// to the signed-in account, and another account's id is simply not found.
// ---------------------------------------------------------------------------------------

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

const accountId = () =>
  uuid('account_id')
    .notNull()
    .references(() => accounts.id, { onDelete: 'cascade' });
const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
const size = (name: string) => bigint(name, { mode: 'number' }).notNull().default(0);

/**
 * `column IN (…values)`: a check constraint that holds a text column to one of the domain's
 * enums. The values are the domain's constants, written into the migration as literals.
 */
const oneOf = (column: AnyPgColumn, values: readonly string[]): SQL =>
  sql`${column} in (${sql.raw(values.map((value) => `'${value.replace(/'/g, "''")}'`).join(', '))})`;

/** Account-wide cloud settings: storage plan, drive link, gallery state, backup encryption. */
export const cloudAccounts = pgTable('cloud_accounts', {
  accountId: uuid('account_id')
    .primaryKey()
    .references(() => accounts.id, { onDelete: 'cascade' }),
  storageLimit: size('storage_limit'),
  defaultStorageLimit: size('default_storage_limit'),
  defaultItemLimit: integer('default_item_limit').notNull().default(0),
  isPayment: boolean('is_payment').notNull().default(false),
  /** The account-wide encrypted flag for backups (spec §4 Category aggregation). */
  backupEncrypted: boolean('backup_encrypted').notNull().default(false),
  /** LINKED, UNSUPPORTED or NOT_LINKED. */
  oneDriveStatus: text('onedrive_status').notNull().default('NOT_LINKED'),
  /** active, not_activated (121001), end_of_service (121004) or migrated (121009). */
  galleryState: text('gallery_state').notNull().default('active'),
  galleryLimit: size('gallery_limit'),
  /** Marks accounts whose demo data was seeded, so seeding runs once. */
  demoSeededAt: at('demo_seeded_at'),
});

/** Devices of an account: phones, tablets, watches, and the secure folders / knox spaces on them. */
export const devices = pgTable(
  'devices',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    accountId: accountId(),
    deviceId: text('device_id').notNull(),
    cdid: text('cdid').notNull(),
    parentDeviceId: text('parent_device_id'),
    deviceType: text('device_type', { enum: DEVICE_TYPES }).notNull(),
    virtualType: text('virtual_type', { enum: VIRTUAL_DEVICE_TYPES }).notNull().default('normal'),
    model: text('model').notNull(),
    modelCode: text('model_code').notNull(),
    modelName: text('model_name').notNull(),
    alias: text('alias'),
    e2eeType: text('e2ee_type').notNull().default('non'),
    lastAccessTime: at('last_access_time').notNull(),
    /** When this device's backups and synced data became end-to-end encrypted; null if not. */
    e2eeEnabledAt: at('e2ee_enabled_at'),
    dataE2eeEnabledAt: at('data_e2ee_enabled_at'),
  },
  (t) => [
    uniqueIndex('devices_account_device_idx').on(t.accountId, t.deviceId),
    check('devices_device_type_check', oneOf(t.deviceType, DEVICE_TYPES)),
    check('devices_virtual_type_check', oneOf(t.virtualType, VIRTUAL_DEVICE_TYPES)),
  ],
);

/**
 * A device's credential for the device API (approving web sign-ins, spec §4 mobile route).
 * The device keeps the token; the portal only its SHA-256.
 */
export const deviceCredentials = pgTable(
  'device_credentials',
  {
    tokenHash: text('token_hash').primaryKey(),
    accountId: accountId(),
    deviceRef: uuid('device_ref')
      .notNull()
      .references(() => devices.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [index('device_credentials_device_idx').on(t.deviceRef)],
);

/** What a device syncs, per content id (spec §3 Content item). */
export const syncedContents = pgTable(
  'synced_contents',
  {
    accountId: accountId(),
    deviceRef: uuid('device_ref')
      .notNull()
      .references(() => devices.id, { onDelete: 'cascade' }),
    cid: text('cid').notNull(),
    cnt: integer('cnt').notNull().default(0),
    size: size('size'),
    state: text('state', { enum: SYNC_CONTENT_STATES }).notNull(),
    quotaCheck: boolean('quota_check').notNull().default(true),
    /** Synced under end-to-end protection (edp_sync_list). */
    edp: boolean('edp').notNull().default(false),
    /** Shared with the family hub (a home appliance) under end-to-end protection (edp_famhub_list). */
    edpFamhub: boolean('edp_famhub').notNull().default(false),
    lastModifiedTime: at('last_modified_time'),
  },
  (t) => [
    primaryKey({ columns: [t.deviceRef, t.cid] }),
    check('synced_contents_state_check', oneOf(t.state, SYNC_CONTENT_STATES)),
    // Quota usage sums an account's known apps per cid from this index alone (index-only scan).
    index('synced_contents_account_idx').on(t.accountId, t.cid, t.deviceRef, t.quotaCheck, t.cnt, t.size),
  ],
);

/** A device's backup (one per device). */
export const backups = pgTable(
  'backups',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    accountId: accountId(),
    deviceRef: uuid('device_ref')
      .notNull()
      .references(() => devices.id, { onDelete: 'cascade' }),
    latestBackupTime: at('latest_backup_time').notNull(),
  },
  // The backup lists read an account's backups within retention (latest_backup_time after the cutoff).
  (t) => [uniqueIndex('backups_device_idx').on(t.deviceRef), index('backups_account_idx').on(t.accountId, t.latestBackupTime)],
);

/** One content id inside a device's backup (spec §3 Backup item). */
export const backupItems = pgTable(
  'backup_items',
  {
    backupId: uuid('backup_id')
      .notNull()
      .references(() => backups.id, { onDelete: 'cascade' }),
    accountId: accountId(),
    cid: text('cid').notNull(),
    usage: size('usage'),
    count: integer('count').notNull().default(0),
    backupTime: at('backup_time').notNull(),
    latestBackupTime: at('latest_backup_time').notNull(),
    state: text('state', { enum: BACKUP_ITEM_STATES }).notNull(),
    encrypted: boolean('encrypted').notNull().default(false),
  },
  (t) => [
    primaryKey({ columns: [t.backupId, t.cid] }),
    check('backup_items_state_check', oneOf(t.state, BACKUP_ITEM_STATES)),
    // Quota usage sums an account's backup items per cid from this index alone (index-only scan).
    index('backup_items_account_idx').on(t.accountId, t.cid, t.backupId, t.usage, t.count),
  ],
);

/**
 * One file of a backup item (a category's database, an app's package …): what a restore lists
 * and downloads. Its bytes live in the blob store under the account's content address
 * (backup-blob-keys.ts), so a file two devices or two runs back up is stored once.
 */
export const backupFiles = pgTable(
  'backup_files',
  {
    backupId: uuid('backup_id')
      .notNull()
      .references(() => backups.id, { onDelete: 'cascade' }),
    accountId: accountId(),
    cid: text('cid').notNull(),
    /** The file's name inside its category, as the device sent it. */
    name: text('name').notNull(),
    size: size('size'),
    /** SHA-256 of the bytes, base64url. */
    contentHash: text('content_hash').notNull(),
    /** Sent end-to-end encrypted: stored exactly as sent, and only the device can read it. */
    encrypted: boolean('encrypted').notNull().default(false),
  },
  (t) => [primaryKey({ columns: [t.backupId, t.cid, t.name] }), index('backup_files_account_hash_idx').on(t.accountId, t.contentHash)],
);

/**
 * Backup files going up in parts (device-api, issue 16 part 3): how many bytes of the file are
 * stored, in order, as parts in the blob store (`backup-file-parts/<account>/<hash>/<offset>`).
 * The row goes when the file is put together, or a day after its last part (retention).
 */
export const backupFileUploads = pgTable(
  'backup_file_uploads',
  {
    accountId: accountId(),
    /** SHA-256 of the whole file's bytes, base64url. */
    contentHash: text('content_hash').notNull(),
    size: size('size'),
    received: size('received'),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.accountId, t.contentHash] }), index('backup_file_uploads_updated_idx').on(t.updatedAt)],
);

/** Temporary cloud backups (kept for a limited time, postponable once). */
export const temporaryBackups = pgTable(
  'temporary_backups',
  {
    id: text('id').primaryKey(),
    accountId: accountId(),
    deviceRef: uuid('device_ref')
      .notNull()
      .references(() => devices.id, { onDelete: 'cascade' }),
    createdAt: at('created_at').notNull(),
    expiryAt: at('expiry_at').notNull(),
    extended: boolean('extended').notNull().default(false),
    size: size('size'),
    itemCount: integer('item_count').notNull().default(0),
  },
  (t) => [index('temporary_backups_account_idx').on(t.accountId)],
);

/** End-to-end encryption groups and the content ids their policy names. */
export const e2eeGroups = pgTable(
  'e2ee_groups',
  {
    accountId: accountId(),
    groupId: text('group_id').notNull(),
    type: text('type').notNull(),
    state: text('state').notNull(),
    policyContents: jsonb('policy_contents').$type<string[]>().notNull().default([]),
  },
  (t) => [primaryKey({ columns: [t.accountId, t.groupId] })],
);

/** The EDP (end-to-end protection) record and its reset status. */
export const edpUsers = pgTable('edp_users', {
  accountId: uuid('account_id')
    .primaryKey()
    .references(() => accounts.id, { onDelete: 'cascade' }),
  enabled: boolean('enabled').notNull().default(false),
  version: integer('version').notNull().default(0),
  resetStatus: text('reset_status').notNull().default('NONE'),
  updatedAt: at('updated_at'),
});

/**
 * Erasure requests and the background tasks that carry them out. Workers claim pending
 * tasks with FOR UPDATE SKIP LOCKED; a task left 'running' by a killed worker is claimed again.
 */
export const erasureTasks = pgTable(
  'erasure_tasks',
  {
    referenceId: text('reference_id').primaryKey(),
    accountId: accountId(),
    taskType: text('task_type').notNull(),
    cids: jsonb('cids').$type<string[]>().notNull(),
    startedAt: at('started_at').notNull(),
    expiryAt: at('expiry_at').notNull(),
    /** pending → running → completed. */
    status: text('status').notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    claimedAt: at('claimed_at'),
    claimedBy: text('claimed_by'),
    completedAt: at('completed_at'),
  },
  (t) => [index('erasure_tasks_status_idx').on(t.status), index('erasure_tasks_account_idx').on(t.accountId)],
);

/** Device models: marketing name and the image the portal shows. */
export const products = pgTable('products', {
  modelCode: text('model_code').primaryKey(),
  modelName: text('model_name').notNull(),
  marketingName: text('marketing_name').notNull(),
  imageId: text('image_id'),
});

export const productImages = pgTable('product_images', {
  id: text('id').primaryKey(),
  contentType: text('content_type').notNull(),
  data: bytea('data').notNull(),
});

/**
 * Confirm tokens the portal issues itself after a forced re-authentication at a provider
 * without a confirm-password gate (architecture: destructive calls). Only the hash is kept.
 */
export const portalConfirmTokens = pgTable(
  'portal_confirm_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    accountId: accountId(),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('portal_confirm_tokens_expires_idx').on(t.expiresAt)],
);

/**
 * Which deletion batch each confirm token was first used in (issue 15 part 8): a token serves
 * the calls of that batch only. Keyed by the provider token's jti (a portal token: its hash);
 * kept until the token expires, then pruned.
 */
export const confirmTokenBatches = pgTable(
  'confirm_token_batches',
  {
    tokenKey: text('token_key').primaryKey(),
    accountId: accountId(),
    batchId: text('batch_id').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('confirm_token_batches_expires_idx').on(t.expiresAt)],
);

/** Gallery photos; the image files live in the blob store under DATA_DIR. */
export const photos = pgTable(
  'photos',
  {
    id: text('id').primaryKey(),
    accountId: accountId(),
    serverTimestamp: at('server_timestamp').notNull(),
    mimeType: text('mime_type').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    size: size('size'),
    blobKey: text('blob_key').notNull(),
    /** SHA-256 of the file (base64url): a device that uploads the same photo again gets the one it has. Null for photos stored before. */
    contentHash: text('content_hash'),
    /** When the photo was taken: EXIF DateTimeOriginal, else the date its device sent, else the upload time. Null for photos stored before. */
    takenAt: at('taken_at'),
    /**
     * When a device moved the photo to the Gallery trash; null while it is in the Gallery. The
     * portal shows no trashed photo but counts its bytes; the retention worker deletes it for
     * good GALLERY_TRASH_DAYS later (packages/domain gallery-trash.ts).
     */
    trashedAt: at('trashed_at'),
  },
  (t) => [
    index('photos_account_time_idx').on(t.accountId, t.serverTimestamp),
    index('photos_account_hash_idx').on(t.accountId, t.contentHash),
    // The purge's scan: only the few trashed rows are in it.
    index('photos_trashed_at_idx').on(t.trashedAt).where(sql`${t.trashedAt} is not null`),
  ],
);

/**
 * The blob outbox: blob store keys whose files must go. A row is written in the same
 * transaction that deletes the rows referencing the blobs, so a commit can never leave a file
 * nobody will delete; the blob deletion worker removes a row only once its file is gone.
 */
export const blobDeletions = pgTable(
  'blob_deletions',
  {
    key: text('key').primaryKey(),
    dueAt: at('due_at').notNull(),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
  },
  (t) => [index('blob_deletions_due_idx').on(t.dueAt)],
);

/** Web sign-in verification requests (spec §4 Web sign-in token flow). Codes kept as hashes. */
export const webSignInRequests = pgTable(
  'web_sign_in_requests',
  {
    authCodeHash: text('auth_code_hash').primaryKey(),
    accountId: accountId(),
    browserIdHash: text('browser_id_hash').notNull(),
    flow: text('flow').notNull(),
    /** pending → verified | expired */
    status: text('status').notNull().default('pending'),
    emailTokenHash: text('email_token_hash'),
    createdAt: at('created_at').notNull(),
    expiresAt: at('expires_at').notNull(),
    verifiedAt: at('verified_at'),
  },
  (t) => [index('web_sign_in_account_idx').on(t.accountId), uniqueIndex('web_sign_in_email_token_idx').on(t.emailTokenHash)],
);

/** Browsers (device-id cookie, hashed) an account has verified. */
export const verifiedBrowsers = pgTable(
  'verified_browsers',
  {
    accountId: accountId(),
    browserIdHash: text('browser_id_hash').notNull(),
    verifiedAt: at('verified_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.accountId, t.browserIdHash] })],
);

/**
 * A counter per account that every change of its cloud data moves on (database triggers,
 * migration 0009), read by the session lookup every call makes already: an answer kept in
 * memory is served again only while its account's counter has not moved, whichever node or
 * job made the change. No foreign key: the triggers also fire for the rows an account's
 * deletion cascades to, after the account is gone.
 */
export const accountDataVersions = pgTable('account_data_versions', {
  accountId: uuid('account_id').primaryKey(),
  version: bigint('version', { mode: 'number' }).notNull().default(0),
});

/**
 * The embedded sign-in provider's protocol state (apps/idp provider-state-store.ts): its
 * sessions, interactions, codes, grants and device codes, one row per oidc-provider model and
 * id, so provider sessions outlive a restart and every node shares them. The columns beside
 * the payload are what the provider looks records up by.
 */
export const providerState = pgTable(
  'provider_state',
  {
    model: text('model').notNull(),
    id: text('id').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    grantId: text('grant_id'),
    uid: text('uid'),
    userCode: text('user_code'),
    expiresAt: at('expires_at'),
    consumedAt: at('consumed_at'),
  },
  (t) => [
    primaryKey({ columns: [t.model, t.id] }),
    index('provider_state_grant_idx').on(t.grantId),
    index('provider_state_uid_idx').on(t.model, t.uid),
    index('provider_state_user_code_idx').on(t.model, t.userCode),
    index('provider_state_expiry_idx').on(t.expiresAt),
  ],
);

/**
 * Announcements operators post (`npm run announce`, issue 18 part 5): shown in the bar above
 * the page from `starts_at` until `ends_at`, in one language (null: every language) and, when
 * `countries` is set, in those countries alone. Not an account's data.
 */
export const announcements = pgTable(
  'announcements',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    language: text('language'),
    countries: text('countries').array(),
    startsAt: at('starts_at').notNull(),
    endsAt: at('ends_at').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('announcements_ends_idx').on(t.endsAt)],
);

/**
 * Notifications the reminder job raises for an account (backup deletion in 30/7/1 days,
 * temporary backup expiring tomorrow, erasure finished, new browser signed in). One per
 * (account, kind, key): the job raises each reminder once, however often it runs and on
 * however many nodes. `mail_state` is the reminder's e-mail: 'due', 'sending', 'sent', or
 * 'none' (unsubscribed, or no validated address when it was raised).
 */
export const notifications = pgTable(
  'notifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    accountId: accountId(),
    kind: text('kind').notNull(),
    reminderKey: text('reminder_key').notNull(),
    deviceName: text('device_name'),
    daysLeft: integer('days_left'),
    /** When the backup goes, or when the erasure finished or the browser signed in. */
    at: at('at').notNull(),
    browserName: text('browser_name'),
    systemName: text('system_name'),
    createdAt: createdAt(),
    readAt: at('read_at'),
    mailState: text('mail_state').notNull().default('due'),
  },
  (t) => [
    uniqueIndex('notifications_reminder_idx').on(t.accountId, t.kind, t.reminderKey),
    index('notifications_account_idx').on(t.accountId, t.createdAt),
    index('notifications_mail_idx').on(t.mailState),
  ],
);

/**
 * An account's reminder e-mail settings: the key its unsubscribe links are signed with (one
 * per account, in the database so every node checks the links alike) and the kinds it
 * unsubscribed from.
 */
export const notificationMailSettings = pgTable('notification_mail_settings', {
  accountId: uuid('account_id')
    .primaryKey()
    .references(() => accounts.id, { onDelete: 'cascade' }),
  signingKey: text('signing_key').notNull(),
  unsubscribedKinds: text('unsubscribed_kinds').array().notNull().default([]),
});
