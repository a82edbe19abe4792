/**
 * Every browser-storage key the web app uses, in one place (spec §3: "Key names are not
 * shown" — decided here). The `cp.` prefix keeps them apart from other apps on the origin.
 */
export const LocalStorageKeys = {
  /** The language the user chose (else the browser language is used). */
  language: 'cp.language',
  /** The country the user chose (else the default country is used). */
  country: 'cp.country',
  /** Set when the user signs out from the drawer, so other tabs can tell (spec §2 User drawer). */
  signedOut: 'cp.signedOut',
  /** The "this browser passed web sign-in verification" flag (spec §4 Web sign-in token flow). */
  verified: 'cp.verified',
  /** High contrast on ('1'), remembered like the language (spec §4 Toggles). */
  highContrast: 'cp.highContrast',
  /** Cookie management choices, 'true' | 'false' (spec §2 Cookie management: "flags in local storage"). */
  functionalCookies: 'cp.cookies.functional',
  analyticsCookies: 'cp.cookies.analytics',
  /** Announcements the user closed, a JSON list of ids (features/shell/notifications/closed-announcements.ts). */
  closedAnnouncements: 'cp.closedAnnouncements',
  /**
   * Sealed: Sign in was pressed on the sign-out or time-out page, and on which (spec §2
   * Sign-out landing page: "stores an encrypted marker"; features/auth/sign-in-marker.ts).
   */
  signInFromSignedOutPage: 'cp.signInFromSignedOutPage',
  /** The persisted client store, sealed with AES-GCM (spec §3; stores/persisted-store.ts). */
  persistedStore: 'cp.store',
  /**
   * The font files this browser has fetched, a JSON list of their hashed paths: a page
   * declares its faces from the first paint only when they are cached (app/first-paint.ts).
   */
  cachedFonts: 'cp.cachedFonts',
} as const;

export const SessionStorageKeys = {
  /** What the user asked to delete before leaving for the password gate (features/backup/pending-deletion.ts). */
  pendingBackupDeletion: 'cp.pendingBackupDeletion',
  /** The synced apps chosen for deletion before leaving for the password gate (features/sync/pending-sync-deletion.ts). */
  pendingSyncDeletion: 'cp.pendingSyncDeletion',
  /** The data chosen for erasure before leaving for the password gate (features/erasure/pending-erasure.ts). */
  pendingErasure: 'cp.pendingErasure',
  /** Where to go after the sign-in round trip (spec §2 Login page: "records the destination"). */
  postLoginDestination: 'cp.postLoginDestination',
  /** Set once a sign-in completed in this tab (spec §4: "hasLogInBefore comes from the session flag"). */
  hasLoggedInBefore: 'cp.hasLoggedInBefore',
  /** Why the last sign-out happened (`signOut` | `timeout`); the one item a full logout keeps. */
  signOutReason: 'cp.signOutReason',
  /** A shorter idle time-out in ms for tests (lib/idle-timeout-config.ts). */
  idleTimeoutOverride: 'cp.idleTimeoutMs',
  /** Where to go once this browser passes web sign-in verification (features/verification/verification-return-page.ts). */
  verificationReturnPage: 'cp.verificationReturnTo',
  /** The language whose "shown in English" note was closed in this tab (features/locale/components/english-only-note.tsx). */
  englishOnlyNoteClosed: 'cp.englishOnlyNoteClosed',
} as const;
