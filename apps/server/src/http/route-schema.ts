import type { Endpoint } from '@cloud-portal/contract/endpoint';

/**
 * The Fastify route schema of a contract endpoint: validation of params, query, headers and
 * body, response serialisation, and the OpenAPI description, all from the one definition.
 * Redirect statuses carry no body, so they are left out of the response schemas.
 */
export function routeSchema(endpoint: Endpoint) {
  const response = Object.fromEntries(
    Object.entries(endpoint.responses).filter(([status]) => Number(status) < 300 || Number(status) >= 400),
  );
  return {
    summary: endpoint.summary,
    tags: [...endpoint.tags],
    ...(endpoint.params && { params: endpoint.params }),
    ...(endpoint.querystring && { querystring: endpoint.querystring }),
    ...(endpoint.headers && { headers: endpoint.headers }),
    ...(endpoint.body && { body: endpoint.body }),
    response,
  };
}
