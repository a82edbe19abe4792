import { redirect, type LoaderFunctionArgs } from 'react-router';
import { PortalRoutes } from '@cloud-portal/contract/portal-routes';
import type { AppStore } from '@/app/store';
import { whenSignedIn } from '@/lib/api/when-signed-in';
import { checkVerified } from './check-verified';
import { confirmEmailVerification } from './confirm-email-verification';
import { emailLinkPathOf, hasEmailLink } from './email-link-path';
import { readPendingVerification } from './pending-verification-cookies';
import { isVerificationHelpType } from './verification-help-types';
import { rememberReturnPage, takeReturnPage } from './verification-return-page';
import { emailLinkInvalid, pendingRestored, verificationReset } from './verification-slice';

/** The hash route on show before this navigation (the router moves the address only once loaders finish). */
function shownHashRoute(): string {
  return window.location.hash.replace(/^#/, '');
}

/** A request kept in cookies (a reload, another tab) is waited for again. */
function restorePending(store: AppStore): void {
  const pending = readPendingVerification();
  if (pending !== null) store.dispatch(pendingRestored(pending));
}

/** A 'verified' left in memory while the server says otherwise (withdrawn since) starts afresh. */
function forgetStaleVerified(store: AppStore): void {
  if (store.getState().verification.phase === 'verified') store.dispatch(verificationReset());
}

/**
 * /verification: remembers the page the user was sent from, picks up a pending request,
 * and asks the server first: an already verified browser goes straight back (spec §4).
 */
export function verificationLoader(store: AppStore, currentHashRoute: () => string = shownHashRoute) {
  return async ({ request }: LoaderFunctionArgs) => {
    if (!(await whenSignedIn(store))) return null;
    rememberReturnPage(currentHashRoute());
    restorePending(store);
    const isVerified = await store.dispatch(checkVerified(request.signal));
    if (isVerified === true) throw redirect(takeReturnPage());
    forgetStaleVerified(store);
    return null;
  };
}

/**
 * /verification-processing: with the e-mail link's `signed=` path, sends it (spec §7) —
 * only the portal's own path, anything else is refused here without a call. Without one,
 * waits for the pending request (the page polls).
 */
export function verificationProcessingLoader(store: AppStore) {
  return async ({ request }: LoaderFunctionArgs) => {
    if (!(await whenSignedIn(store))) return null;
    const { search } = new URL(request.url);
    if (hasEmailLink(search)) {
      const path = emailLinkPathOf(search);
      if (path === null) store.dispatch(emailLinkInvalid());
      // Not awaited: the page shows its spinner while the link is confirmed.
      else void store.dispatch(confirmEmailVerification(path));
      return null;
    }
    restorePending(store);
    forgetStaleVerified(store);
    return null;
  };
}

/** /verification/help/{type}: a type without help is not found. */
export function verificationHelpTypeLoader({ params }: LoaderFunctionArgs) {
  if (!isVerificationHelpType(params.type)) throw redirect(PortalRoutes.error404);
  return null;
}
