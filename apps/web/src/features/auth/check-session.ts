import type { SessionInfo } from '@cloud-portal/contract/session';
import type { AppThunk } from '@/app/store';
import { SessionStorageKeys } from '@/lib/storage/storage-keys';
import { getSession, type GetSessionOptions } from './api/get-session';
import { authenticationFailed, authenticationStarted, authenticationSucceeded } from './auth-slice';
import { readSessionFlag } from '@/lib/storage/session-flag';

/**
 * The session check protected routes run before loading anything (spec §2 Routing): it
 * walks the auth state through start → success or failure and rejects with the call's
 * error, so the route can send the user on.
 */
export function checkSession(options: GetSessionOptions = {}): AppThunk<Promise<SessionInfo>> {
  return async (dispatch) => {
    dispatch(authenticationStarted());
    try {
      const session = await getSession(options);
      const hasLogInBefore = readSessionFlag(SessionStorageKeys.hasLoggedInBefore);
      dispatch(authenticationSucceeded({ session, hasLogInBefore }));
      return session;
    } catch (error) {
      dispatch(authenticationFailed(error instanceof Error ? error.message : null));
      throw error;
    }
  };
}
