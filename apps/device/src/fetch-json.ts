import { ConnectionLost } from './command-errors';

/** An answer whose body is its JSON, or null when it has none (or not JSON). */
export interface JsonAnswer {
  status: number;
  body: unknown;
}

/** Long enough for a provider that starts slowly; a device that hangs for ever helps no one. */
const ANSWER_TIMEOUT_MS = 15_000;

/**
 * Sends a request and reads its JSON answer. A server that cannot be reached, or does not
 * answer in time, is a ConnectionLost (a CommandError) naming `server` ("the portal at http://…").
 */
export async function fetchJson(
  url: string,
  init: RequestInit,
  server: string,
): Promise<JsonAnswer> {
  const response = await send(url, init, server);
  const text = await response.text();
  let body: unknown = null;
  try {
    body = text ? JSON.parse(text) : null;
  } catch {
    body = null;
  }
  return { status: response.status, body };
}

/** Like fetchJson, for an answer whose success is bytes (a file): `body` is its JSON (an error), `bytes` as sent. */
export async function fetchBytes(
  url: string,
  init: RequestInit,
  server: string,
): Promise<JsonAnswer & { bytes: Buffer }> {
  const response = await send(url, init, server);
  const bytes = Buffer.from(await response.arrayBuffer());
  let body: unknown = null;
  if (String(response.headers.get('content-type')).startsWith('application/json')) {
    try {
      body = JSON.parse(bytes.toString('utf8'));
    } catch {
      body = null;
    }
  }
  return { status: response.status, body, bytes };
}

async function send(url: string, init: RequestInit, server: string): Promise<Response> {
  try {
    return await fetch(url, { ...init, signal: AbortSignal.timeout(ANSWER_TIMEOUT_MS) });
  } catch (error) {
    if (error instanceof Error && error.name === 'TimeoutError') {
      throw new ConnectionLost(
        `No answer from ${server} within ${ANSWER_TIMEOUT_MS / 1000} seconds.`,
      );
    }
    const code = networkErrorCode(error);
    // ECONNREFUSED is the usual case (nothing listens there); other codes are worth naming.
    const detail = code && code !== 'ECONNREFUSED' ? ` (${code})` : '';
    throw new ConnectionLost(`Cannot reach ${server}${detail}: is it running?`);
  }
}

/** A form-encoded POST, as OAuth endpoints take them. */
export function formPost(fields: Record<string, string>): RequestInit {
  return {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
    body: new URLSearchParams(fields).toString(),
  };
}

/** fetch's "fetch failed" carries the socket's error code in its cause. */
function networkErrorCode(error: unknown): string | undefined {
  const cause: unknown = error instanceof Error ? error.cause : undefined;
  if (
    typeof cause === 'object' &&
    cause !== null &&
    'code' in cause &&
    typeof cause.code === 'string'
  )
    return cause.code;
  return undefined;
}
