import Ajv from 'ajv';
import type { FastifySchemaCompiler } from 'fastify';

/**
 * Request validation. Bodies are checked strictly: no type coercion and no silent removal
 * of unknown properties, so a wrong type or an unexpected field is a 400 rather than
 * something quietly reshaped. Path parameters and query strings arrive as text, so there
 * numbers and booleans are coerced and a single value may stand for an array.
 */
export function createValidatorCompiler(): FastifySchemaCompiler<unknown> {
  const strict = new Ajv({ coerceTypes: false, removeAdditional: false, useDefaults: true, allErrors: false, strict: false });
  const textual = new Ajv({ coerceTypes: 'array', removeAdditional: false, useDefaults: true, allErrors: false, strict: false });
  return ({ schema, httpPart }) => (httpPart === 'body' ? strict : textual).compile(schema as object);
}
