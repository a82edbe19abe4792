import { demoDevices, type DemoDeviceRole, type DemoSeedContext } from '../src/demo/demo-devices';

/**
 * What an area's demo seeder receives for the account, with the demo devices' ids as
 * `demoDevices(now)` names them (for seeding one area alone; the devices are not registered).
 */
export function demoSeedContext(accountId: string, now: Date): DemoSeedContext {
  const devices = demoDevices(now);
  return {
    accountId,
    now,
    deviceIds: Object.fromEntries(devices.map((device) => [device.role, device.deviceId])) as Record<DemoDeviceRole, string>,
    lastBackupDaysAgo: Object.fromEntries(devices.map((device) => [device.role, device.lastBackupDaysAgo])) as Record<DemoDeviceRole, number | null>,
  };
}
