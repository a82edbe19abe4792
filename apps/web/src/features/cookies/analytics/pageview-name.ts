import { isPortalRoute } from '@cloud-portal/contract/portal-routes';

/**
 * The name a pageview is counted under (spec §2 Routing): the first segment of the hash
 * route when it is a known route ('/backup/detail' → 'backup'), 'home' for '/', else
 * 'error404'. Ids and other details further down the path are never sent.
 */
export function pageviewName(pathname: string): string {
  const segment = pathname.split(/[/?#]/)[1] ?? '';
  if (segment === '') return 'home';
  return isPortalRoute(`/${segment}`) ? segment : 'error404';
}
