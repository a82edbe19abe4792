import { createHash } from 'node:crypto';
import type { LightMyRequestResponse } from 'fastify';

/** The methods of the portal's calls. */
export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** A call's answer in the form two answers are compared in (before and after, or one caller's and another's). */
export interface Answer {
  status: number;
  /** JSON bodies as parsed; binary bodies (thumbnails, product images) as their SHA-256. */
  body: unknown;
}

/** The response as an `Answer`. */
export function answerOf(response: LightMyRequestResponse): Answer {
  const isJson = String(response.headers['content-type'] ?? '').startsWith('application/json');
  return {
    status: response.statusCode,
    body: isJson ? response.json() : createHash('sha256').update(response.rawPayload).digest('hex'),
  };
}
