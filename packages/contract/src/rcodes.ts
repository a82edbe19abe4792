/**
 * The rcode catalogue (spec §8). Each code is defined once, with the HTTP status it travels
 * with and the condition that produces it, so the server raises it by name and the web's
 * global error handler acts on it by number.
 *
 * Codes named in the spec keep the spec's numbers. Codes the portal adds for conditions the
 * spec does not number use eight digits whose first three are the HTTP status.
 */
export interface RcodeDefinition {
  readonly rcode: number;
  readonly status: number;
  /** When the server answers with this code. */
  readonly cause: string;
}

function define<const T extends Record<string, RcodeDefinition>>(catalogue: T): T {
  return catalogue;
}

export const Rcodes = define({
  // ---- 400: the request was not understood -------------------------------------------
  INVALID_REQUEST: {
    rcode: 40000001,
    status: 400,
    cause: 'A path parameter, query or body failed schema validation; nothing was changed',
  },
  BACKUP_FILE_HASH_MISMATCH: {
    rcode: 40000007,
    status: 400,
    cause: 'An uploaded backup file does not hash (SHA-256) to the content hash its address names: it was damaged on the way; nothing was stored',
  },
  BACKUP_FILE_MISSING: {
    rcode: 40000008,
    status: 400,
    cause: 'A backup run names a file whose bytes were never uploaded; nothing of the run was recorded',
  },
  SIGN_IN_STATE_INVALID: {
    rcode: 40000002,
    status: 400,
    cause: 'The sign-in callback carried an unknown, expired, replayed or foreign state',
  },
  SIGN_IN_REJECTED: {
    rcode: 40000003,
    status: 400,
    cause: 'The sign-in provider answered with an error or refused to exchange the code',
  },
  PAGE_CURSOR_INVALID: {
    rcode: 40000004,
    status: 400,
    cause: 'A paged list was asked for from a cursor it never answered (malformed, or made for another list)',
  },
  SESSION_REVOKED: {
    rcode: 19008,
    status: 400,
    cause:
      'The session cookie names a session a sign-out ended (in another tab or window, or the same cookie elsewhere) and not yet past its idle expiry',
  },
  ACCOUNT_TOKEN_REJECTED: {
    rcode: 49202,
    status: 400,
    cause:
      'The session was signed in by another sign-in provider than the one the portal is configured with now; the session is ended',
  },
  EMAIL_NOT_VALIDATED: {
    rcode: 135601,
    status: 400,
    cause: 'Web sign-in verification by e-mail was asked for a profile without a validated e-mail',
  },
  VERIFICATION_PENDING: {
    rcode: 135602,
    status: 400,
    cause:
      'This browser asked again on the same verification route within 30 seconds of its last request, which has not been confirmed yet; nothing is created or ended',
  },
  VERIFICATION_EXPIRED: {
    rcode: 135603,
    status: 400,
    cause: 'The web sign-in verification request or its e-mail link has expired',
  },
  VERIFICATION_BY_DEVICE: {
    rcode: 135607,
    status: 400,
    cause: 'Web sign-in verification must be approved from one of the account devices',
  },
  VERIFICATION_OTHER_BROWSER: {
    rcode: 40000005,
    status: 400,
    cause:
      'The confirmation e-mail link was opened in another browser than the one that asked for it; nothing is changed (the link must be opened in the asking browser)',
  },
  CONFIRM_BATCH_REQUIRED: {
    rcode: 40000006,
    status: 400,
    cause:
      'A destructive call carried a confirm token without the deletion batch header (x-portal-confirm-batch); nothing was changed',
  },
  ERASURE_TRY_LATER: {
    rcode: 49512,
    status: 400,
    cause: 'An erasure request for the same data is already being processed',
  },
  ERASURE_TOO_MANY_REQUESTS: {
    rcode: 49209,
    status: 400,
    cause: 'Too many erasure requests in a short time',
  },

  // ---- 401: no usable session ---------------------------------------------------------
  SESSION_REQUIRED: {
    rcode: 40100001,
    status: 401,
    cause: 'No session cookie, or the session it names is unknown or past its idle expiry (ended or not)',
  },
  WEB_TOKEN_NOT_VERIFIED: {
    rcode: 135001,
    status: 401,
    cause: 'The web sign-in token was polled before it was verified',
  },
  WEB_TOKEN_UNKNOWN: {
    rcode: 135002,
    status: 401,
    cause: 'The web sign-in auth code is unknown or belongs to another session',
  },
  DEVICE_CREDENTIAL_INVALID: {
    rcode: 40100002,
    status: 401,
    cause: 'A device API call came without a device credential, or with one the portal does not know',
  },
  DEVICE_ENROLMENT_TOKEN_INVALID: {
    rcode: 40100003,
    status: 401,
    cause: 'A device enrolment came with an ID token the portal cannot accept: not signed by the provider, not for the device client, expired or older than 10 minutes',
  },
  OPERATOR_TOKEN_INVALID: {
    rcode: 40100004,
    status: 401,
    cause: 'An operator call (posting an announcement) came without the token in DATA_DIR/operator-token, or with another',
  },
  DEVICE_ENROLMENT_UNSUPPORTED: {
    rcode: 50200002,
    status: 502,
    cause: 'The sign-in provider offers no device authorization (RFC 8628): devices cannot enrol',
  },
  GALLERY_NOT_ACTIVATED: {
    rcode: 121001,
    status: 401,
    cause: 'The account has never used Gallery sync',
  },

  // ---- 403: not allowed -------------------------------------------------------------
  ACCOUNT_WITHDRAWN: {
    rcode: 101901,
    status: 403,
    cause: 'The account was withdrawn at the sign-in provider',
  },
  ACCOUNT_SUSPENDED: {
    rcode: 101902,
    status: 403,
    cause: 'The account is suspended by the cloud service',
  },
  SESSION_FORBIDDEN: {
    rcode: 101903,
    status: 403,
    cause: 'The session cookie names a session ended by signing the account out everywhere, not yet past its idle expiry',
  },
  VERIFICATION_REQUIRED: {
    rcode: 101403,
    status: 403,
    cause: 'This browser must pass web sign-in verification before reading cloud data',
  },
  VERIFICATION_REQUIRED_AGAIN: {
    rcode: 101001,
    status: 403,
    cause:
      'This browser was verified longer ago than WEB_SIGN_IN_VERIFICATION_VALID_DAYS (default 90) and must pass web sign-in verification again',
  },
  CLOUD_LOCKED: {
    rcode: 101920,
    status: 403,
    cause: 'The account cloud is locked',
  },
  CLOUD_LOCKED_BY_SECURITY: {
    rcode: 101921,
    status: 403,
    cause: 'The account cloud is locked after a security event',
  },
  CLOUD_LOCKED_BY_SUPPORT: {
    rcode: 101922,
    status: 403,
    cause: 'The account cloud is locked by customer support',
  },
  CONFIRM_TOKEN_REQUIRED: {
    rcode: 40305001,
    status: 403,
    cause:
      'A destructive call came without a valid confirm token (missing, expired, or another account)',
  },
  STORAGE_QUOTA_EXCEEDED: {
    rcode: 40300301,
    status: 403,
    cause: 'A device upload would take the account past its storage limit; nothing of it was stored',
  },
  EXPIRY_ALREADY_POSTPONED: {
    rcode: 40300108,
    status: 403,
    cause: 'The expiry of a temporary backup can be postponed only once',
  },
  GALLERY_END_OF_SERVICE: {
    rcode: 121004,
    status: 403,
    cause: 'Gallery sync has ended for this account',
  },
  GALLERY_MIGRATED: {
    rcode: 121009,
    status: 403,
    cause: 'Gallery was moved to the linked cloud drive',
  },

  // ---- 404 ------------------------------------------------------------------------------
  NOT_FOUND: {
    rcode: 40400001,
    status: 404,
    cause: 'No such resource for this account (ids of other accounts are not found either)',
  },

  BACKUP_NOT_FOUND: {
    rcode: 40400002,
    status: 404,
    cause: 'The device asked for has no backup to restore (none committed yet, or deleted, or past retention)',
  },
  UPLOAD_NOT_FOUND: {
    rcode: 40400004,
    status: 404,
    cause: 'A device asked where the upload in parts of a file stands, and none was begun (or it was left for over a day and dropped)',
  },
  PHOTO_NOT_FOUND: {
    rcode: 40400003,
    status: 404,
    cause: 'A device named a Gallery photo its account does not have (never uploaded, deleted for good, or another account’s)',
  },

  // ---- 409: the resource is not in the state the call needs ------------------------------
  PHOTO_ALREADY_IN_TRASH: {
    rcode: 40900001,
    status: 409,
    cause: 'A device moved to the trash a Gallery photo that is in the trash already (another device deleted it first); nothing changed',
  },
  PHOTO_NOT_IN_TRASH: {
    rcode: 40900002,
    status: 409,
    cause: 'A device restored a Gallery photo that is not in the trash (never deleted, or restored already); nothing changed',
  },

  UPLOAD_OFFSET_MISMATCH: {
    rcode: 40900003,
    status: 409,
    cause: 'A device sent a part of a file at another offset than the bytes received so far, or for another size than the upload begun with; nothing was stored',
  },

  // ---- 5xx ------------------------------------------------------------------------------
  INTERNAL_ERROR: {
    rcode: 50000001,
    status: 500,
    cause: 'An unexpected server fault; details are in the server log only',
  },
  PROVIDER_UNAVAILABLE: {
    rcode: 50200001,
    status: 502,
    cause: 'The sign-in provider could not be reached or answered unexpectedly',
  },
  DATABASE_UNAVAILABLE: {
    rcode: 50300001,
    status: 503,
    cause: 'The database could not be reached',
  },
});

export type RcodeName = keyof typeof Rcodes;

/**
 * Codes spec §8 names that this portal's server never sends: the cloud service's other
 * servers and the sign-in provider answer them (the spec gives their numbers, not their
 * causes). They are listed here, once, so the web's global handler tolerates them by these
 * lists and no number is written twice.
 */
export const ForeignRcodes = {
  /** 400 answers the calling feature handles itself: never the 400 page (spec §8). */
  tolerated400: [108307, 364301, 364106, 110541, 110542, 117002, 108305, 367001, 20003, 110531, 364102, 110511, 111111],
  /** 403 answers ignored by the global handler: 40305005, and the spec's "403e5" (40300000). */
  ignored403: [40305005, 40300000],
} as const satisfies Record<string, readonly number[]>;
