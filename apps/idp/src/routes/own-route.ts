// A path the provider answers itself: its handlers by method, and 405 (with Allow) for every
// other method, so no request to it falls through to oidc-provider.
import type { FastifyInstance, RouteHandlerMethod, RouteShorthandOptions } from 'fastify';

import type { IdpServices } from '../idp-services';
import { sendNotice } from '../idp-services';

type Method = 'GET' | 'POST';

export interface OwnRouteHandler {
  options?: RouteShorthandOptions;
  handler: RouteHandlerMethod;
}

export function ownRoute(
  app: FastifyInstance,
  services: IdpServices,
  url: string,
  methods: Partial<Record<Method, OwnRouteHandler>>,
): void {
  const allowed = Object.keys(methods);
  for (const [method, route] of Object.entries(methods)) {
    app.route({ method, url, ...route.options, handler: route.handler });
  }
  app.route({
    method: app.supportedMethods.filter((method) => !allowed.includes(method)),
    url,
    handler: (_request, reply) =>
      sendNotice(services, reply.header('Allow', allowed.join(', ')), 405, 'error.badRequest.title', 'error.badRequest.body'),
  });
}
