import { CONFIRM_TOKEN_COOKIE } from '@/lib/api/confirm-token';

/** The confirm token a test holds unless it names another. */
export const TEST_CONFIRM_TOKEN = 'token-1';

/** As if the password had just been confirmed: the page holds this confirm token (spec §5). */
export function holdConfirmToken(token: string = TEST_CONFIRM_TOKEN): void {
  document.cookie = `${CONFIRM_TOKEN_COOKIE}=${token}; path=/`;
}
