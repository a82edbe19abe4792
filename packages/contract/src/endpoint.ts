import type Type from 'typebox';

/** HTTP methods used by the portal's calls. */
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * One call of the wire contract: where it lives, what it accepts, what it answers.
 * The server registers its route from this object (schemas drive validation and
 * /openapi.json); the web takes its types from the same object.
 */
export interface Endpoint {
  method: HttpMethod;
  /** Path below the server root, with Fastify-style `:param` placeholders. */
  path: string;
  summary: string;
  tags: readonly string[];
  params?: Type.TSchema;
  querystring?: Type.TSchema;
  headers?: Type.TSchema;
  body?: Type.TSchema;
  /** Response schemas by HTTP status. */
  responses: Readonly<Record<number, Type.TSchema>>;
}

/** Declares an endpoint while keeping its literal schema types for inference. */
export function defineEndpoint<const E extends Endpoint>(endpoint: E): E {
  return endpoint;
}

/** Fills `:param` placeholders of an endpoint path, URL-encoding each value. */
export function buildPath(path: string, params: Readonly<Record<string, string | number>> = {}): string {
  return path.replace(/:([A-Za-z0-9_]+)/g, (_match, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`Missing path parameter "${name}" for ${path}`);
    return encodeURIComponent(String(value));
  });
}
