import { endpointRoutes } from '@cloud-portal/contract/endpoint-routes';
import { requestHeaders } from './request-headers';

const SESSION_PATH = endpointRoutes.getSession.path;

let pending: Promise<Response> | null = null;

/**
 * Asks who is signed in as soon as the start-up script runs (app/main.tsx), while the app's
 * chunks are still on their way, instead of after they have arrived. The app's first session
 * check takes this answer (`takeEarlySessionAnswer`) rather than asking again.
 */
export function checkSessionEarly(): void {
  pending = fetch(SESSION_PATH, {
    headers: requestHeaders('application/json'),
    credentials: 'same-origin',
    cache: 'no-store',
  });
  // Whatever happens to it is handled by the check that takes it.
  pending.catch(() => undefined);
}

/** The early answer, once: later checks ask the server themselves. */
export function takeEarlySessionAnswer(): Promise<Response> | null {
  const answer = pending;
  pending = null;
  return answer;
}
