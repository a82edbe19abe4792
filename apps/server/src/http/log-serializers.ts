import type { FastifyRequest } from 'fastify';

/** What stands in the log for a value that must not be there. */
export const REDACTED = '[redacted]';

/**
 * Path parameters that are credentials: the e-mail link's token verifies a browser
 * (`/api/auth/sc/verification/v1/email/:token`).
 */
const SECRET_PATH_PARAMETERS = new Set(['token']);

/**
 * The request as the log records it (Fastify's own fields). Query strings carry the sign-in
 * callback's `code` and `state`, the `confirm_token` and the verification `authCode`, so
 * every query value is dropped and only the names are kept; secret path parameters are
 * dropped the same way. Headers are not logged at all (cookies, the confirm-token header).
 */
export function requestLogValue(request: FastifyRequest): Record<string, unknown> {
  return {
    method: request.method,
    url: redactedUrl(request.url, request.routeOptions.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket.remotePort,
  };
}

/** `rawUrl` with every query value and each secret path segment of `routePattern` replaced. */
export function redactedUrl(rawUrl: string, routePattern?: string): string {
  const queryStart = rawUrl.indexOf('?');
  const path = queryStart === -1 ? rawUrl : rawUrl.slice(0, queryStart);
  const query = queryStart === -1 ? null : rawUrl.slice(queryStart + 1);
  return `${redactedPath(path, routePattern)}${query === null ? '' : `?${redactedQuery(query)}`}`;
}

function redactedPath(path: string, routePattern: string | undefined): string {
  if (!routePattern) return path;
  const patternSegments = routePattern.split('/');
  const secret = patternSegments.map((segment) => segment.startsWith(':') && SECRET_PATH_PARAMETERS.has(segment.slice(1)));
  if (!secret.includes(true)) return path;
  const segments = path.split('/');
  // Same shape as the pattern: swap the secret segments. Otherwise (a spelling the router
  // folded, e.g. a doubled slash) the pattern itself is the safe thing to log.
  if (segments.length !== patternSegments.length) return routePattern;
  return segments.map((segment, index) => (secret[index] ? REDACTED : segment)).join('/');
}

function redactedQuery(query: string): string {
  return query
    .split('&')
    .map((pair) => {
      const name = pair.split('=')[0] ?? '';
      return name.length > 0 && name.length <= 40 && /^[\w.-]+$/.test(name) ? `${name}=${REDACTED}` : REDACTED;
    })
    .join('&');
}
