/**
 * Where pageview analytics are sent (spec §7 "Analytics scripts are loaded"). NONE, the
 * default, sends nothing anywhere: a self-hosted portal measures nothing unless its operator
 * sets a collector at build time (`VITE_ANALYTICS_ENDPOINT`). A collector on another origin
 * must also be allowed by the server's Content-Security-Policy: set its `ANALYTICS_ORIGIN`.
 */
export const ANALYTICS_ENDPOINT: string = import.meta.env.VITE_ANALYTICS_ENDPOINT ?? 'NONE';

export const ANALYTICS_DISABLED = 'NONE';
