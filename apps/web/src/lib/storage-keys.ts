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
} as const;

export const SessionStorageKeys = {
  /** Where to go after the sign-in round trip (spec §2 Login page: "records the destination"). */
  postLoginDestination: 'cp.postLoginDestination',
  /** Set once a sign-in completed in this tab (spec §4: "hasLogInBefore comes from the session flag"). */
  hasLoggedInBefore: 'cp.hasLoggedInBefore',
  /** Why the last sign-out happened (`signOut` | `timeout`); the one item a full logout keeps. */
  signOutReason: 'cp.signOutReason',
} as const;
