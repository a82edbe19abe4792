import type { StartSignInBody } from '@cloud-portal/contract/sign-in';
import { submitFormNavigation } from '@/lib/navigation/submit-form-navigation';
import { SessionStorageKeys } from '@/lib/storage/storage-keys';
import { startSignIn } from './api/start-sign-in';
import { rememberSignInFrom, type SignedOutRoute } from './sign-in-marker';

export interface SignInRequest {
  /** The hash route to land on once signed in. */
  returnTo: string;
  /** The page the provider's Back link returns to. */
  goBackRoute: string;
  language: string;
  countryCode: string;
  /** Set on the sign-out and time-out pages, whose Sign in leaves a sealed marker (spec §2). */
  startedFrom?: SignedOutRoute;
}

/** The provider locale for a language and country: `en` + `US` → `en-US`; `zh-TW` stays. */
export function providerLocale(language: string, countryCode: string): string {
  return language.includes('-') ? language : `${language}-${countryCode}`;
}

/**
 * Spec §2 Login page: record where to go after signing in, then hand the browser to the
 * provider with the GET form the server prepared. From a signed-out page, the marker is
 * sealed while the server prepares the form, and kept before the browser leaves. Rejects
 * with the call's ApiError.
 */
export async function signIn({ returnTo, goBackRoute, language, countryCode, startedFrom }: SignInRequest) {
  sessionStorage.setItem(SessionStorageKeys.postLoginDestination, returnTo);
  const body: StartSignInBody = {
    returnTo,
    locale: providerLocale(language, countryCode),
    countryCode,
    goBackRoute,
  };
  const [navigation] = await Promise.all([
    startSignIn(body),
    startedFrom === undefined ? undefined : rememberSignInFrom(startedFrom),
  ]);
  submitFormNavigation(navigation);
}
