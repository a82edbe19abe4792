import type { HttpMethod } from '@cloud-portal/contract/endpoint';
import type { ApiError } from './api-error';
import { answeredError, noAnswerError, notJsonError, readJsonBody } from './failed-call';
import { handleGlobalError } from './global-error-handler';
import { askWithKnownAnswer, rememberAnswer } from './known-answers';
import { requestHeaders } from './request-headers';
import { noteShownDataVersion } from './shown-data-version';

export interface RequestOptions {
  /** Sent as JSON. */
  body?: unknown;
  /** Extra headers, e.g. the confirm token of a destructive call. */
  headers?: Readonly<Record<string, string>>;
  /** Cancels the call (route loaders pass the navigation's signal). */
  signal?: AbortSignal;
  /** The support ticket call: its errors skip the global handler (spec §8). */
  isTicketCall?: boolean;
  /**
   * Leave failures to the caller alone: for calls that are part of what the global handler
   * does (signing out), and for calls whose screen explains some answers itself (erasure,
   * extension, EDP reset), which hand every other failure on with `failRequest`.
   */
  skipGlobalErrorHandler?: boolean;
}

/** What {@link sendRequest} needs beside the request options: the media type asked for. */
export interface SendOptions extends RequestOptions {
  /** The `accept` header: JSON for `request()`, images for `requestBlob()`. */
  accept: string;
}

/** A call already on its way (lib/api/early-session-check.ts): its answer is read as if sent here. */
export interface AlreadySent {
  sent?: Promise<Response> | null;
}

/**
 * The one request helper every JSON call of the web app goes through (spec §7): no-cache and
 * client headers, JSON in and out, same-origin cookies. A non-2xx answer or a network
 * failure becomes an `ApiError`, goes to the global error handler (spec §8) and rejects.
 * An aborted call rejects with the abort reason and is not an error to handle.
 */
export async function request<T>(
  method: HttpMethod,
  path: string,
  options: RequestOptions & AlreadySent = {},
): Promise<T> {
  // A GET asked before names the answer it holds; 304 means that answer is still current.
  const { known, headers } = askWithKnownAnswer(method, path, options.headers);
  const response = await sendRequest(method, path, { ...options, ...(headers && { headers }), accept: 'application/json' });
  if (response.status === 304 && known) return known.value as T;
  const body = await readJsonBody(response);
  if (!body.ok) throw failRequest(notJsonError(), options);
  rememberAnswer(method, path, response, body.value);
  return body.value as T;
}

/**
 * Sends one call with the portal's headers and answers the response once its status is 2xx,
 * its body left unread for the caller (`request()` reads JSON, `requestBlob()` a blob). Every
 * failure takes the same path: `ApiError`, global error handler, rejection.
 */
export async function sendRequest(
  method: HttpMethod,
  path: string,
  options: SendOptions & AlreadySent,
): Promise<Response> {
  const headers: Record<string, string> = { ...requestHeaders(options.accept), ...options.headers };
  const hasBody = options.body !== undefined;
  if (hasBody) headers['content-type'] = 'application/json';

  let response: Response;
  try {
    response = await (options.sent ?? fetch(path, {
      method,
      headers,
      body: hasBody ? JSON.stringify(options.body) : undefined,
      credentials: 'same-origin',
      cache: 'no-store',
      signal: options.signal,
    }));
  } catch (cause) {
    if (options.signal?.aborted) throw cause;
    throw failRequest(noAnswerError(cause), options);
  }

  noteShownDataVersion(response);
  // 304 answers an If-None-Match the caller sent: its answer is unchanged (request()).
  const isUnchanged = response.status === 304 && 'if-none-match' in headers;
  if (!response.ok && !isUnchanged) {
    const body = await readJsonBody(response);
    throw failRequest(answeredError(response.status, body.ok ? body.value : undefined, response.statusText), options);
  }
  return response;
}

/** Hands a failed call to the global error handler (unless the options say not to) and answers it. */
export function failRequest(
  error: ApiError,
  options: Pick<RequestOptions, 'isTicketCall' | 'skipGlobalErrorHandler'>,
): ApiError {
  if (!options.skipGlobalErrorHandler) {
    handleGlobalError(error, { isTicketCall: options.isTicketCall ?? false });
  }
  return error;
}
