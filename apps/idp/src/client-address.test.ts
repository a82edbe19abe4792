import type { IncomingMessage } from 'node:http';

import { describe, expect, it } from 'vitest';

import { clientAddress, throttleAddress } from './client-address';

function request(remoteAddress: string, forwardedFor?: string): IncomingMessage {
  // Only the two fields clientAddress reads; a whole IncomingMessage needs a socket.
  return {
    socket: { remoteAddress },
    headers: forwardedFor === undefined ? {} : { 'x-forwarded-for': forwardedFor },
  } as unknown as IncomingMessage;
}

describe('client address', () => {
  it('is the socket address unless a proxy is trusted', () => {
    expect(clientAddress(request('127.0.0.1', '203.0.113.7'), false)).toBe('127.0.0.1');
  });

  it('behind a trusted proxy is the last forwarded entry, the one the proxy added', () => {
    const req = request('127.0.0.1', '198.51.100.1, 203.0.113.7');
    expect(clientAddress(req, true)).toBe('203.0.113.7');
    expect(clientAddress(request('127.0.0.1', 'junk'), true)).toBe('127.0.0.1');
    expect(clientAddress(request('127.0.0.1'), true)).toBe('127.0.0.1');
  });

  it('counts IPv4-mapped addresses as IPv4 and IPv6 addresses per /64', () => {
    expect(throttleAddress('::ffff:192.0.2.1')).toBe('192.0.2.1');
    expect(throttleAddress('2001:db8:1:2:aaaa::1')).toBe('2001:db8:1:2::/64');
    expect(throttleAddress('2001:DB8:1:2:bbbb:cccc:dddd:eeee')).toBe('2001:db8:1:2::/64');
    expect(throttleAddress('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(throttleAddress('fe80::1%eth0')).toBe('fe80:0:0:0::/64');
    expect(throttleAddress('::1')).toBe('0:0:0:0::/64');
  });
});
