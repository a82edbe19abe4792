import type { FastifyRequest } from 'fastify';

/** Longer User-Agent headers are cut: the page shows names parsed from them, never the whole text. */
const USER_AGENT_MAX = 512;

/** The browser behind a request as sessions and security events record it. */
export interface RequestBrowser {
  userAgent: string | null;
  /** The client address (behind a proxy only with TRUST_PROXY, else the proxy's). */
  ip: string | null;
}

export function requestBrowser(request: FastifyRequest): RequestBrowser {
  const userAgent = request.headers['user-agent'];
  return {
    userAgent:
      typeof userAgent === 'string' && userAgent !== '' ? userAgent.slice(0, USER_AGENT_MAX) : null,
    ip: request.ip || null,
  };
}
