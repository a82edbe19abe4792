/**
 * A failed call: a non-2xx answer from the server, or no answer at all (status 0).
 * `rcode` and `rmsg` come from the server's error body (`{ rcode, rmsg }`, contract
 * error-body.ts); they are null when the answer carried no such body (a proxy's HTML
 * error page, a network failure).
 */
export class ApiError extends Error {
  override readonly name = 'ApiError';

  constructor(
    readonly status: number,
    readonly rcode: number | null,
    readonly rmsg: string | null,
  ) {
    super(`Request failed with status ${status}${rcode === null ? '' : ` (rcode ${rcode})`}`);
  }

  /** True when the request never got an answer (offline, DNS, connection refused). */
  get isNetworkFailure(): boolean {
    return this.status === 0;
  }
}

export function isApiError(value: unknown): value is ApiError {
  return value instanceof ApiError;
}
