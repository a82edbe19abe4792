import type { HttpMethod } from '@cloud-portal/contract/endpoint';

/**
 * The last JSON answer of each GET that came with an ETag, so asking again can send
 * If-None-Match and take a 304 ("unchanged", no body) for that answer. Kept in memory only
 * (never in the browser's HTTP cache, which would write account data to disk unencrypted)
 * and forgotten with the rest of the cached store (`forgetKnownAnswers`).
 */
interface KnownAnswer {
  etag: string;
  value: unknown;
}

/** Enough for every list a screen shows; the oldest answer goes first. */
const MAX_ANSWERS = 50;

const answers = new Map<string, KnownAnswer>();

/**
 * A call about to be sent: for a GET asked before, the answer held and the call's headers
 * naming it (If-None-Match), so that a 304 answers with it; any other call goes as it is.
 */
export function askWithKnownAnswer(
  method: HttpMethod,
  path: string,
  headers: Readonly<Record<string, string>> | undefined,
): { known: KnownAnswer | undefined; headers: Readonly<Record<string, string>> | undefined } {
  const known = method === 'GET' ? answers.get(path) : undefined;
  return { known, headers: known ? { ...headers, 'if-none-match': known.etag } : headers };
}

/** Holds a GET's answer that came with an ETag, for the next time it is asked. */
export function rememberAnswer(method: HttpMethod, path: string, response: Response, value: unknown): void {
  const etag = response.headers.get('etag');
  if (method !== 'GET' || etag === null) return;
  answers.delete(path);
  answers.set(path, { etag, value });
  if (answers.size > MAX_ANSWERS) answers.delete(answers.keys().next().value as string);
}

export function forgetKnownAnswers(): void {
  answers.clear();
}
