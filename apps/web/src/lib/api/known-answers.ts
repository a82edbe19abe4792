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

export function knownAnswer(path: string): KnownAnswer | undefined {
  return answers.get(path);
}

export function rememberAnswer(path: string, etag: string, value: unknown): void {
  answers.delete(path);
  answers.set(path, { etag, value });
  if (answers.size > MAX_ANSWERS) answers.delete(answers.keys().next().value as string);
}

export function forgetKnownAnswers(): void {
  answers.clear();
}
