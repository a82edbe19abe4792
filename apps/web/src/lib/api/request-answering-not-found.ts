import { Rcodes } from '@cloud-portal/contract/rcodes';
import type { HttpMethod } from '@cloud-portal/contract/endpoint';
import { request } from './api-client';
import { isApiError } from './api-error';
import type { CloudCallError } from './cloud-api';
import { handleGlobalError } from './global-error-handler';

/**
 * A cloud call whose 404 the calling page answers itself (what it acts on was already gone:
 * ended from another tab, signed out elsewhere), rather than the global handler leaving for
 * the not-found page. Every other failure goes to the global handler too. Shaped as an RTK
 * Query `queryFn` result.
 */
export async function requestAnsweringNotFound<T>(
  method: HttpMethod,
  path: string,
  signal: AbortSignal,
  body?: unknown,
): Promise<{ data: T } | { error: CloudCallError }> {
  try {
    return { data: await request<T>(method, path, { signal, skipGlobalErrorHandler: true, ...(body !== undefined && { body }) }) };
  } catch (error) {
    if (!isApiError(error)) throw error;
    if (error.rcode !== Rcodes.NOT_FOUND.rcode) handleGlobalError(error, { isTicketCall: false });
    return { error: { status: error.status, rcode: error.rcode, rmsg: error.rmsg } };
  }
}
