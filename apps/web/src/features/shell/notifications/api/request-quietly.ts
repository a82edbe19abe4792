import type { HttpMethod } from '@cloud-portal/contract/endpoint';
import { request } from '@/lib/api/api-client';
import { isApiError } from '@/lib/api/api-error';
import type { CloudCallError } from '@/lib/api/cloud-api';

/**
 * A call of the page frame (the bell, the announcement bar), made on every screen: its
 * failure shows where it is asked for (the drawer's error state; no bar) instead of the
 * global handler leaving the screen the user is on for an error page. The screen's own calls
 * still meet a lapsed session or a locked cloud. Shaped as an RTK Query `queryFn` result.
 */
export async function requestQuietly<T>(method: HttpMethod, path: string, signal: AbortSignal): Promise<{ data: T } | { error: CloudCallError }> {
  try {
    return { data: await request<T>(method, path, { signal, skipGlobalErrorHandler: true }) };
  } catch (error) {
    if (!isApiError(error)) return { error: { status: 0, rcode: null, rmsg: null } };
    return { error: { status: error.status, rcode: error.rcode, rmsg: error.rmsg } };
  }
}
