// Which address a request to the provider comes from, as the login throttle counts it.
// Behind a reverse proxy (trustProxy, TRUST_PROXY) that is the last X-Forwarded-For entry,
// the address the proxy itself saw: the entries before it are whatever the client sent, and a
// client choosing its own address would escape the per-address limit. Otherwise the socket's.
// IPv6 addresses count per /64, the block one subscriber usually holds, so walking through
// one's own addresses does not escape the limit either.
import type { IncomingMessage } from 'node:http';
import { isIPv4, isIPv6 } from 'node:net';

export function clientAddress(req: IncomingMessage, trustProxy: boolean): string {
  const forwarded = trustProxy ? lastForwardedFor(req.headers['x-forwarded-for']) : undefined;
  return throttleAddress(forwarded ?? req.socket.remoteAddress ?? 'unknown');
}

function lastForwardedFor(header: string | string[] | undefined): string | undefined {
  const entries = (Array.isArray(header) ? header.join(',') : (header ?? '')).split(',');
  const last = entries.at(-1)?.trim() ?? '';
  return isIPv4(last) || isIPv6(last) ? last : undefined;
}

/** An IPv4 address as it is (IPv4-mapped IPv6 included); an IPv6 address as its /64. */
export function throttleAddress(address: string): string {
  const plain = (address.split('%')[0] ?? '').toLowerCase();
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/.exec(plain)?.[1];
  if (mapped !== undefined && isIPv4(mapped)) return mapped;
  if (!isIPv6(plain)) return plain;
  // Expand the '::' to count groups; a trailing dotted IPv4 part is two groups.
  const groupsOf = (part: string): string[] =>
    part ? part.split(':').flatMap((group) => (group.includes('.') ? ['0', '0'] : [group])) : [];
  const [head = '', tail] = plain.split('::');
  const front = groupsOf(head);
  const back = tail === undefined ? [] : groupsOf(tail);
  const zeros = Array<string>(Math.max(0, 8 - front.length - back.length)).fill('0');
  const groups = tail === undefined ? front : [...front, ...zeros, ...back];
  const prefix = groups.slice(0, 4).map((group) => Number.parseInt(group, 16).toString(16));
  return `${prefix.join(':')}::/64`;
}
