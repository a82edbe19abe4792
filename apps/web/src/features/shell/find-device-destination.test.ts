import { describe, expect, it } from 'vitest';
import { findDeviceDestination } from './find-device-destination';

const PORTAL = 'https://portal.example.com';

describe('findDeviceDestination', () => {
  it('takes the portal’s own screen, in its hash or path form, by its route', () => {
    expect(findDeviceDestination(`${PORTAL}/#/devices`, PORTAL)).toEqual({ kind: 'portal', route: '/devices' });
    expect(findDeviceDestination(`${PORTAL}/devices`, PORTAL)).toEqual({ kind: 'portal', route: '/devices' });
  });

  it('takes another origin as a service of its own', () => {
    expect(findDeviceDestination('https://find.example.com/', PORTAL)).toEqual({ kind: 'service', url: 'https://find.example.com/' });
    // Same host, another port: another service.
    expect(findDeviceDestination('https://portal.example.com:8443/#/devices', PORTAL)).toEqual({
      kind: 'service',
      url: 'https://portal.example.com:8443/#/devices',
    });
  });
});
