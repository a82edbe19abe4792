/** The hash route of an address: `#/info-e2ee?q=x` → `/info-e2ee?q=x`; none → `/`. */
export function hashRouteOf(hash: string): string {
  const route = hash.replace(/^#/, '');
  return route.startsWith('/') ? route : '/';
}
