import { endpointRoutes } from '@cloud-portal/contract/endpoint-routes';
import type Type from 'typebox';
import type {
  AuthFlow,
  WebTokenPending,
  WebTokenVerified,
} from '@cloud-portal/contract/web-sign-in';
import { sendRequest } from '@/lib/api/api-client';

const endpoint = endpointRoutes.startWebSignIn;

/** The answer with its HTTP status: spec §4 takes the auth code only from a 202. */
export interface StartWebSignInAnswer {
  httpStatus: number;
  reply: Type.Static<typeof WebTokenPending> | Type.Static<typeof WebTokenVerified> | null;
}

/**
 * Starts web sign-in verification of this browser by e-mail or by device (spec §7
 * `PUT /auth/sc/tokens/v1/web?authFlow=`), with no body. Rejects with an ApiError
 * (400 135601, 135607 …) after the global error handler has seen it.
 */
export async function startWebSignIn(flow: AuthFlow, signal?: AbortSignal): Promise<StartWebSignInAnswer> {
  const query = new URLSearchParams({ authFlow: flow });
  const response = await sendRequest(endpoint.method, `${endpoint.path}?${query.toString()}`, {
    accept: 'application/json',
    signal,
  });
  const reply = (await response.json().catch(() => null)) as StartWebSignInAnswer['reply'];
  return { httpStatus: response.status, reply };
}
