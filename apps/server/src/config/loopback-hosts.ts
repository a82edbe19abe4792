/**
 * This machine's own names: as a URL's hostname (`[::1]`) and as a listening address (`::1`).
 * What only this machine may reach, or may be reached without TLS.
 */
const LOOPBACK_HOSTS: ReadonlySet<string> = new Set(['localhost', '127.0.0.1', '::1', '[::1]']);

export function isLoopbackHost(host: string): boolean {
  return LOOPBACK_HOSTS.has(host);
}
