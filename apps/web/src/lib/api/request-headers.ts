import { CLIENT_HEADER, CLIENT_HEADER_VALUE } from '@cloud-portal/contract/client-headers';

/** The headers every call of the web app sends (spec §7): no caching, the client header. */
export function requestHeaders(accept: string): Record<string, string> {
  return {
    accept,
    'cache-control': 'no-cache',
    pragma: 'no-cache',
    [CLIENT_HEADER]: CLIENT_HEADER_VALUE,
  };
}
