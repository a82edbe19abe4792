import type { Endpoint } from '@cloud-portal/contract/endpoint';
import Type from 'typebox';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type {
  FastifyInstance,
  preHandlerAsyncHookHandler,
  RouteHandlerMethod,
  FastifyBaseLogger,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
} from 'fastify';
import { routeSchema } from './route-schema';

type Part<E, K extends string> = K extends keyof E ? E[K] : undefined;

/** The schema shape Fastify's TypeBox provider infers request and reply types from. */
export type EndpointSchema<E extends Endpoint> = {
  params: Part<E, 'params'>;
  querystring: Part<E, 'querystring'>;
  body: Part<E, 'body'>;
  headers: Part<E, 'headers'>;
  response: E['responses'];
};

export type EndpointHandler<E extends Endpoint> = RouteHandlerMethod<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  { Params: unknown },
  unknown,
  EndpointSchema<E>,
  TypeBoxTypeProvider,
  FastifyBaseLogger
>;

/**
 * Registers a route for a contract endpoint: method, path and schemas come from the
 * contract, so the handler's params, query, headers, body and reply are typed from it and
 * validated at run time by the same schemas.
 */
export function registerEndpoint<const E extends Endpoint>(
  app: FastifyInstance,
  endpoint: E,
  handler: EndpointHandler<E>,
  options: { preHandler?: preHandlerAsyncHookHandler } = {},
): void {
  app.withTypeProvider<TypeBoxTypeProvider>().route({
    method: endpoint.method,
    url: endpoint.path,
    schema: routeSchema(endpoint) as unknown as EndpointSchema<E>,
    handler,
    ...(options.preHandler && { preHandler: options.preHandler }),
    ...(hasOptionalBody(endpoint) && { preValidation: readMissingBodyAsEmpty }),
  });
}

/**
 * An endpoint whose body the contract marks optional (the web sends none): Fastify validates
 * a missing body as undefined, which an object schema refuses, so none is read as {}.
 */
function hasOptionalBody(endpoint: Endpoint): boolean {
  return endpoint.body !== undefined && Type.IsOptional(endpoint.body);
}

async function readMissingBodyAsEmpty(request: { body: unknown }): Promise<void> {
  if (request.body === undefined) request.body = {};
}
