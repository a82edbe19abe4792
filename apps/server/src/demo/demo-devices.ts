import type { DeviceRegistration } from '../modules/devices/device-registry';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The demo account's devices (spec §3 Device; issue "Demo data"): a phone, a tablet and a
 * watch in use, an older phone whose last backup is 340 days old (expiring), one 400 days
 * old (past the 365-day retention, never listed), and a secure folder and a knox space on
 * the main phone. Model codes match the product catalogue of the products module.
 */
export function demoDevices(now: Date): Array<DeviceRegistration & { role: DemoDeviceRole; lastBackupDaysAgo: number | null }> {
  const ago = (days: number) => new Date(now.getTime() - days * DAY_MS);
  return [
    {
      role: 'mainPhone',
      deviceId: 'demo-phone-aurora9',
      deviceType: 'phone',
      model: 'CP-P9100',
      modelCode: 'CP-P9100',
      modelName: 'P9100',
      alias: "Alex's phone",
      e2eeType: 'non',
      lastAccessTime: ago(0),
      lastBackupDaysAgo: 1,
    },
    {
      role: 'tablet',
      deviceId: 'demo-tablet-aurora7',
      deviceType: 'tablet',
      model: 'CP-T7200',
      modelCode: 'CP-T7200',
      modelName: 'T7200',
      alias: null,
      e2eeType: 'e2ee',
      lastAccessTime: ago(3),
      e2eeEnabledAt: ago(60),
      dataE2eeEnabledAt: ago(60),
      lastBackupDaysAgo: 12,
    },
    {
      role: 'watch',
      deviceId: 'demo-watch-aurora5',
      deviceType: 'watch',
      model: 'CP-W5400',
      modelCode: 'CP-W5400',
      modelName: 'W5400',
      alias: 'Running watch',
      e2eeType: 'non',
      lastAccessTime: ago(1),
      lastBackupDaysAgo: 5,
    },
    {
      role: 'expiringPhone',
      deviceId: 'demo-phone-aurora8',
      deviceType: 'phone',
      model: 'CP-P8100',
      modelCode: 'CP-P8100',
      modelName: 'P8100',
      alias: 'Old phone',
      e2eeType: 'non',
      lastAccessTime: ago(340),
      lastBackupDaysAgo: 340,
    },
    {
      role: 'retiredPhone',
      deviceId: 'demo-phone-aurora6',
      deviceType: 'phone',
      model: 'CP-P6100',
      modelCode: 'CP-P6100',
      modelName: 'P6100',
      alias: null,
      e2eeType: 'non',
      lastAccessTime: ago(400),
      lastBackupDaysAgo: 400,
    },
    {
      role: 'secureFolder',
      deviceId: 'demo-phone-aurora9-sf',
      parentDeviceId: 'demo-phone-aurora9',
      deviceType: 'phone',
      virtualType: 'secure_folder',
      model: 'CP-P9100',
      modelCode: 'CP-P9100',
      modelName: 'P9100',
      alias: 'Secure Folder',
      e2eeType: 'non',
      lastAccessTime: ago(0),
      lastBackupDaysAgo: null,
    },
    {
      role: 'knox',
      deviceId: 'demo-phone-aurora9-knox',
      parentDeviceId: 'demo-phone-aurora9',
      deviceType: 'phone',
      virtualType: 'knox',
      model: 'CP-P9100',
      modelCode: 'CP-P9100',
      modelName: 'P9100',
      alias: 'Work profile',
      e2eeType: 'non',
      lastAccessTime: ago(0),
      lastBackupDaysAgo: null,
    },
  ];
}

export type DemoDeviceRole =
  | 'mainPhone'
  | 'tablet'
  | 'watch'
  | 'expiringPhone'
  | 'retiredPhone'
  | 'secureFolder'
  | 'knox';

/** What every area's demo seeder receives: the account and its registered devices by role. */
export interface DemoSeedContext {
  accountId: string;
  now: Date;
  /** Device id by role, after registration. */
  deviceIds: Record<DemoDeviceRole, string>;
  /** Days since the last backup by role (null: the device has no backup). */
  lastBackupDaysAgo: Record<DemoDeviceRole, number | null>;
}
