import type { HttpMethod } from '@cloud-portal/contract/endpoint';
import { fetchBaseQuery, type BaseQueryFn, type FetchBaseQueryError } from '@reduxjs/toolkit/query/react';
import { failRequest } from './api-client';
import type { ApiError } from './api-error';
import { answeredError, noAnswerError, NOT_JSON_MESSAGE, notJsonError, readJsonBody } from './failed-call';
import { askWithKnownAnswer, rememberAnswer } from './known-answers';
import { requestHeaders } from './request-headers';
import { noteShownDataVersion } from './shown-data-version';

/** One call as RTK Query endpoints describe it: the contract's method and filled path. */
export interface CloudCall {
  method: HttpMethod;
  /** Path with parameters filled and the query string appended. */
  path: string;
  body?: unknown;
  headers?: Readonly<Record<string, string>>;
}

/** What a failed call leaves in the store: the HTTP status and the server's rcode and message. */
export interface CloudCallError {
  status: number;
  rcode: number | null;
  rmsg: string | null;
}

/**
 * A fetch that got no answer. fetchBaseQuery keeps such a failure as `String(error)`; this
 * makes that the message alone, as `request()` reports it.
 */
class NoAnswer extends Error {
  override toString(): string {
    return this.message;
  }
}

/** The body as JSON; empty is `undefined`, as `request()` answers it. */
async function readJsonAnswer(response: Response): Promise<unknown> {
  const body = await readJsonBody(response);
  if (body.ok) return body.value;
  // An error answer's body that is not JSON (a proxy's page) carries no rcode: no error here.
  if (!response.ok) return undefined;
  throw new Error(NOT_JSON_MESSAGE);
}

/**
 * RTK Query's own fetch with the portal's way of calling (spec §7): same-origin cookies, no
 * caching, the client headers (a call's own, such as the confirm token, win), JSON in and out.
 */
const fetchCloud = fetchBaseQuery({
  // Absolute, as `Request` needs outside a browser (tests); the same origin as the page.
  baseUrl: globalThis.location?.origin,
  credentials: 'same-origin',
  cache: 'no-store',
  prepareHeaders: (headers) => {
    for (const [name, value] of Object.entries(requestHeaders('application/json'))) {
      if (!headers.has(name)) headers.set(name, value);
    }
    return headers;
  },
  responseHandler: readJsonAnswer,
  fetchFn: (request) =>
    fetch(request).catch((cause: unknown) => {
      throw new NoAnswer(cause instanceof Error ? cause.message : String(cause));
    }),
});

/** The `ApiError` of a failed fetch: the same one `request()` makes for the same answer. */
function apiErrorOf(error: FetchBaseQueryError, response: Response | undefined): ApiError {
  if (typeof error.status === 'number') return answeredError(error.status, error.data, response?.statusText);
  if (error.status === 'PARSING_ERROR') return notJsonError();
  return noAnswerError('error' in error ? error.error : null);
}

/**
 * The base query of every RTK Query endpoint (lib/api/cloud-api.ts). A GET asked before names
 * the answer it holds (If-None-Match), and a 304 answers that one. Every failure becomes a
 * `CloudCallError` and reaches the global error handler first (spec §8); an aborted call is
 * not an error to handle and rejects with the abort.
 */
export const cloudBaseQuery: BaseQueryFn<CloudCall, unknown, CloudCallError> = async (call, api, extraOptions) => {
  const { known, headers } = askWithKnownAnswer(call.method, call.path, call.headers);
  const result = await fetchCloud(
    {
      url: call.path,
      method: call.method,
      body: call.body,
      ...(headers && { headers }),
      // 304 answers the If-None-Match sent: the answer held is unchanged.
      validateStatus: (response) => response.ok || (response.status === 304 && known !== undefined),
    },
    api,
    extraOptions,
  );
  const response = result.meta?.response;
  if (response) noteShownDataVersion(response);

  if (result.error) {
    if (api.signal.aborted) throw api.signal.reason;
    const error = failRequest(apiErrorOf(result.error, response), {});
    return { error: { status: error.status, rcode: error.rcode, rmsg: error.rmsg } };
  }
  if (response?.status === 304 && known) return { data: known.value };
  if (response) rememberAnswer(call.method, call.path, response, result.data);
  return { data: result.data };
};
