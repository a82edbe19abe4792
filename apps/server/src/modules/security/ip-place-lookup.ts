import { BlockList, isIP } from 'node:net';
import { LRUCache } from 'lru-cache';

/** The approximate place of an address ("Lyon, France"), or null when it is not known. */
export type IpPlaceLookup = (ip: string) => Promise<string | null>;

/** No lookup configured: the security page shows the address itself. */
export const noPlaceLookup: IpPlaceLookup = async () => null;

/** Addresses no lookup service can place: loopback, private and link-local ranges. */
const LOCAL_ADDRESSES = new BlockList();
for (const [network, prefix] of [
  ['127.0.0.0', 8],
  ['10.0.0.0', 8],
  ['172.16.0.0', 12],
  ['192.168.0.0', 16],
  ['169.254.0.0', 16],
] as const) {
  LOCAL_ADDRESSES.addSubnet(network, prefix, 'ipv4');
}
for (const [network, prefix] of [
  ['::1', 128],
  ['fc00::', 7],
  ['fe80::', 10],
] as const)
  LOCAL_ADDRESSES.addSubnet(network, prefix, 'ipv6');

const LOOKUP_TIMEOUT_MS = 1500;

/**
 * The operator's lookup service (IP_PLACE_LOOKUP_URL): `{ip}` in the URL is replaced by the
 * address, and the JSON answer's `city`, `region` and `country` (or `country_name`) make the
 * place. A slow or failing service costs the page its places, never the page: null, and the
 * page shows the address. Local addresses are never sent out.
 */
export function httpPlaceLookup(
  urlTemplate: string,
  fetchPlace: typeof fetch = fetch,
  clock: { now(): number } = performance,
): IpPlaceLookup {
  // Each address is asked about once a day at most, and at most once at a time: every open
  // security page lists the same few addresses, and the service may count or bill requests.
  // A failed ask is kept a minute only, so a short outage does not hide places for a day.
  const places = new LRUCache<string, { place: string | null }>({
    max: PLACES_KEPT,
    ttl: PLACE_KEPT_MS,
    perf: clock,
    ttlResolution: 0,
    fetchMethod: async (ip, _stale, { options }) => {
      const answer = await askService(urlTemplate, fetchPlace, ip);
      if (answer === FAILED) options.ttl = FAILURE_KEPT_MS;
      return { place: answer === FAILED ? null : answer };
    },
  });
  return async (ip) => {
    const family = isIP(ip);
    if (family === 0 || LOCAL_ADDRESSES.check(ip, family === 4 ? 'ipv4' : 'ipv6')) return null;
    return (await places.fetch(ip))?.place ?? null;
  };
}

const PLACES_KEPT = 1000;
const PLACE_KEPT_MS = 24 * 60 * 60 * 1000;
const FAILURE_KEPT_MS = 60 * 1000;
const FAILED = Symbol('the service did not answer');

async function askService(urlTemplate: string, fetchPlace: typeof fetch, ip: string): Promise<string | null | typeof FAILED> {
  try {
    const response = await fetchPlace(urlTemplate.replace('{ip}', encodeURIComponent(ip)), {
      signal: AbortSignal.timeout(LOOKUP_TIMEOUT_MS),
      headers: { accept: 'application/json' },
    });
    if (!response.ok) return FAILED;
    return placeOf(await response.json());
  } catch {
    return FAILED;
  }
}

function placeOf(answer: unknown): string | null {
  if (typeof answer !== 'object' || answer === null) return null;
  const fields = answer as Record<string, unknown>;
  const parts = [fields.city, fields.region, fields.country_name ?? fields.country].filter(
    (part): part is string => typeof part === 'string' && part.trim() !== '',
  );
  return parts.length > 0 ? parts.map((part) => part.trim().slice(0, 80)).join(', ') : null;
}
