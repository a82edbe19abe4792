import {
  HELP_ROUTES,
  PUBLIC_ROUTES,
  PortalRoutes,
  type PortalRoutePath,
} from '@cloud-portal/contract/portal-routes';
import { ForeignRcodes, Rcodes } from '@cloud-portal/contract/rcodes';
import type { ApiError } from './api-error';

/*
 * The global error handling of spec §8: every failed call passes through here once, so no
 * component maps rcodes itself. `decideGlobalErrorAction` is a pure decision (tested row by
 * row); `handleGlobalError` runs the decision with the effects the app layer configured.
 */

/** Where the user is and what is going on when a call fails. */
export interface GlobalErrorContext {
  /** Path of the screen on show, e.g. `/sync` (the hash route without `#`). */
  pathname: string;
  /** The call was the support "ticket call", which handles its own errors. */
  isTicketCall: boolean;
  /** The browser reports it has no network. */
  isOffline: boolean;
  /** A progress dialog is open (it shows the 500 itself). */
  isProgressDialogOpen: boolean;
}

export type GlobalErrorAction =
  | { type: 'ignore' }
  | { type: 'reload' }
  /** Sign out; the user lands on #/logout. */
  | { type: 'signOut' }
  /** Forget the client-side session, then show the login page. */
  | { type: 'clearSessionAndGoTo'; to: typeof PortalRoutes.login }
  /** Forget that this browser passed web sign-in verification, then verify again. */
  | { type: 'removeVerifiedFlagAndGoTo'; to: typeof PortalRoutes.verification }
  | { type: 'goTo'; to: PortalRoutePath };

/**
 * 400 rcodes the calling feature handles itself (verification steps and the codes other
 * servers of the cloud service send, spec §8).
 */
export const TOLERATED_400_RCODES: readonly number[] = [
  ...ForeignRcodes.tolerated400,
  Rcodes.EMAIL_NOT_VALIDATED.rcode,
  Rcodes.VERIFICATION_BY_DEVICE.rcode,
  Rcodes.VERIFICATION_PENDING.rcode,
  Rcodes.VERIFICATION_EXPIRED.rcode,
  Rcodes.VERIFICATION_OTHER_BROWSER.rcode,
];

/** 400 rcodes that mean the session is gone for good: sign out. */
const SIGN_OUT_400_RCODES: readonly number[] = [
  Rcodes.SESSION_REVOKED.rcode,
  Rcodes.ACCOUNT_TOKEN_REJECTED.rcode,
];

/** 401 rcodes the web sign-in and gallery flows handle themselves. */
export const SKIPPED_401_RCODES: readonly number[] = [
  Rcodes.WEB_TOKEN_NOT_VERIFIED.rcode,
  Rcodes.WEB_TOKEN_UNKNOWN.rcode,
  Rcodes.GALLERY_NOT_ACTIVATED.rcode,
];

const SIGN_OUT_403_RCODES: readonly number[] = [
  Rcodes.ACCOUNT_SUSPENDED.rcode,
  Rcodes.SESSION_FORBIDDEN.rcode,
];

const VERIFICATION_403_RCODES: readonly number[] = [
  Rcodes.VERIFICATION_REQUIRED.rcode,
  Rcodes.VERIFICATION_REQUIRED_AGAIN.rcode,
];

const LOCKED_403_RCODES: readonly number[] = [
  Rcodes.CLOUD_LOCKED.rcode,
  Rcodes.CLOUD_LOCKED_BY_SECURITY.rcode,
  Rcodes.CLOUD_LOCKED_BY_SUPPORT.rcode,
];

/** 403 rcodes the calling feature shows itself, and the foreign ones the spec ignores. */
export const IGNORED_403_RCODES: readonly number[] = [
  ...ForeignRcodes.ignored403,
  Rcodes.GALLERY_MIGRATED.rcode,
  Rcodes.GALLERY_END_OF_SERVICE.rcode,
  Rcodes.CONFIRM_TOKEN_REQUIRED.rcode,
];

const IGNORE: GlobalErrorAction = { type: 'ignore' };

function isSyncPage(pathname: string): boolean {
  return pathname === PortalRoutes.sync || pathname.startsWith(`${PortalRoutes.sync}/`);
}

function isIn(list: readonly number[], rcode: number | null): boolean {
  return rcode !== null && list.includes(rcode);
}

/** What the portal does about a failed call (spec §8 Global handling), without doing it. */
export function decideGlobalErrorAction(
  error: Pick<ApiError, 'status' | 'rcode'>,
  context: GlobalErrorContext,
): GlobalErrorAction {
  const { pathname } = context;
  if (context.isTicketCall) return IGNORE;
  if ((PUBLIC_ROUTES as readonly string[]).includes(pathname)) return IGNORE;
  if (pathname === PortalRoutes.error403Locked) return IGNORE;

  const { status, rcode } = error;
  if (status === 0) return context.isOffline ? { type: 'reload' } : IGNORE;

  switch (status) {
    case 400:
      if (isIn(SIGN_OUT_400_RCODES, rcode)) return { type: 'signOut' };
      if (isIn(TOLERATED_400_RCODES, rcode)) return IGNORE;
      return { type: 'goTo', to: PortalRoutes.error400 };
    case 401:
      if (isIn(SKIPPED_401_RCODES, rcode)) return IGNORE;
      if ((HELP_ROUTES as readonly string[]).includes(pathname)) return IGNORE;
      return { type: 'clearSessionAndGoTo', to: PortalRoutes.login };
    case 403:
      // On the sync page a withdrawn account is not signed out; it gets the plain 403 page.
      if (rcode === Rcodes.ACCOUNT_WITHDRAWN.rcode && !isSyncPage(pathname)) {
        return { type: 'signOut' };
      }
      if (isIn(SIGN_OUT_403_RCODES, rcode)) return { type: 'signOut' };
      if (isIn(VERIFICATION_403_RCODES, rcode)) {
        return { type: 'removeVerifiedFlagAndGoTo', to: PortalRoutes.verification };
      }
      if (isIn(LOCKED_403_RCODES, rcode)) return { type: 'goTo', to: PortalRoutes.error403Locked };
      if (isIn(IGNORED_403_RCODES, rcode)) return IGNORE;
      return { type: 'goTo', to: PortalRoutes.error403 };
    case 404:
      return { type: 'goTo', to: PortalRoutes.error404 };
    case 500:
      return context.isProgressDialogOpen ? IGNORE : { type: 'goTo', to: PortalRoutes.error500 };
    case 502:
      return { type: 'goTo', to: PortalRoutes.error502 };
    case 503:
      return { type: 'goTo', to: PortalRoutes.error503 };
    default:
      return IGNORE;
  }
}

/** What the executor needs from the running app; the app layer supplies it at start-up. */
export interface GlobalErrorEffects {
  pathname(): string;
  isOffline(): boolean;
  isProgressDialogOpen(): boolean;
  navigate(to: PortalRoutePath): void;
  reload(): void;
  /** Signs out; the sign-out round trip ends on #/logout. */
  signOut(): void;
  clearSession(): void;
  removeVerifiedFlag(): void;
}

const inertEffects: GlobalErrorEffects = {
  pathname: () => PortalRoutes.home,
  isOffline: () => false,
  isProgressDialogOpen: () => false,
  navigate: () => undefined,
  reload: () => undefined,
  signOut: () => undefined,
  clearSession: () => undefined,
  removeVerifiedFlag: () => undefined,
};

// Inert until the app configures it, so a call made outside the app (tests, start-up)
// never navigates on its own.
let effects: GlobalErrorEffects = inertEffects;

/** Installs the app's effects; returns a function that removes them again. */
export function configureGlobalErrorEffects(next: GlobalErrorEffects): () => void {
  effects = next;
  return () => {
    effects = inertEffects;
  };
}

export function runGlobalErrorAction(action: GlobalErrorAction, run: GlobalErrorEffects): void {
  switch (action.type) {
    case 'ignore':
      return;
    case 'reload':
      run.reload();
      return;
    case 'signOut':
      run.signOut();
      return;
    case 'clearSessionAndGoTo':
      run.clearSession();
      run.navigate(action.to);
      return;
    case 'removeVerifiedFlagAndGoTo':
      run.removeVerifiedFlag();
      run.navigate(action.to);
      return;
    case 'goTo':
      run.navigate(action.to);
      return;
  }
}

/** Decides and acts on one failed call; returns what was decided. */
export function handleGlobalError(
  error: Pick<ApiError, 'status' | 'rcode'>,
  call: { isTicketCall: boolean },
): GlobalErrorAction {
  const action = decideGlobalErrorAction(error, {
    pathname: effects.pathname(),
    isTicketCall: call.isTicketCall,
    isOffline: effects.isOffline(),
    isProgressDialogOpen: effects.isProgressDialogOpen(),
  });
  runGlobalErrorAction(action, effects);
  return action;
}
