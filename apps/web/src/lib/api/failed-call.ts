import { ApiError } from './api-error';

/**
 * How every failed call is told (spec §8), whichever way it was sent (`request()`,
 * `requestBlob()` or RTK Query's base query): the same answer makes the same `ApiError`.
 */

/** The message of a success whose body is not JSON, answered as a bad gateway (502). */
export const NOT_JSON_MESSAGE = 'The answer was not JSON';

export type JsonBody = { ok: true; value: unknown } | { ok: false };

/** A body as JSON; an empty body is `undefined`, a body that is not JSON is not ok. */
export async function readJsonBody(response: Response): Promise<JsonBody> {
  const text = await response.text().catch(() => '');
  if (text === '') return { ok: true, value: undefined };
  try {
    return { ok: true, value: JSON.parse(text) as unknown };
  } catch {
    return { ok: false };
  }
}

/** A non-2xx answer: the server's `{ rcode, rmsg }` when its body carries them, else the status text. */
export function answeredError(status: number, body: unknown, statusText: string | undefined): ApiError {
  const { rcode, rmsg } = typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {};
  return new ApiError(
    status,
    typeof rcode === 'number' ? rcode : null,
    typeof rmsg === 'string' ? rmsg : statusText || null,
  );
}

/**
 * A success status with a body that is not JSON was not written by the portal's API (a
 * proxy or a static fallback answered instead): a bad gateway.
 */
export function notJsonError(): ApiError {
  return new ApiError(502, null, NOT_JSON_MESSAGE);
}

/** No answer at all (offline, DNS, connection refused, a body cut off): status 0. */
export function noAnswerError(cause: unknown): ApiError {
  const message = cause instanceof Error ? cause.message : typeof cause === 'string' ? cause : null;
  return new ApiError(0, null, message);
}
