// Reading the provider's forms and query strings as Fastify parses them (@fastify/formbody and
// the default query parser: a repeated name becomes an array).
import type { FastifyRequest } from 'fastify';

/** A parsed form body or query string. */
export type FormFields = Readonly<Record<string, string | string[] | undefined>>;

/** Answered with the 400 page by the provider's error handler. */
export class BadRequestError extends Error {}

function isFields(value: unknown): value is FormFields {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The posted form; a request without one (no body, another type) is a bad request. */
export function formOf(request: FastifyRequest): FormFields {
  if (!isFields(request.body)) throw new BadRequestError('expected a form body');
  return request.body;
}

export function queryOf(request: FastifyRequest): FormFields {
  return isFields(request.query) ? request.query : {};
}

/** One field; a repeated field is refused, as oidc-provider refuses duplicate parameters. */
export function field(fields: FormFields, name: string): string | undefined {
  const value = fields[name];
  if (Array.isArray(value)) throw new BadRequestError(`parameter ${name} repeated`);
  return value;
}
