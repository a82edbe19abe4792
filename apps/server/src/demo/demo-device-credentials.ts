import { chmod, mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Db } from '../db/database';
import { DeviceCredentialRepository } from '../modules/device-api/device-credential-repository';
import { listDevices } from '../modules/devices/device-registry';
import { approvingDevicesOf } from '../modules/verification/verification-service';

/**
 * The demo accounts' phones are simulated: their device credentials are written here (only
 * on the machine that runs `npm start`, readable by its user alone), so that
 * `approve-web-sign-in.ts` can play the phone that approves a web sign-in.
 */
export const DEMO_DEVICE_CREDENTIALS_FILE = 'demo-device-credentials.json';

export interface DemoDeviceCredential {
  deviceId: string;
  deviceName: string;
  token: string;
}

export type DemoDeviceCredentials = Record<string, DemoDeviceCredential>;

export function demoDeviceCredentialsPath(dataDir: string): string {
  return path.join(dataDir, DEMO_DEVICE_CREDENTIALS_FILE);
}

/** The credentials file as written; empty when there is none yet (or it is unreadable). */
export async function readDemoDeviceCredentials(dataDir: string): Promise<DemoDeviceCredentials> {
  try {
    return JSON.parse(await readFile(demoDeviceCredentialsPath(dataDir), 'utf8')) as DemoDeviceCredentials;
  } catch {
    return {};
  }
}

/**
 * Gives each demo account's most recently used phone or tablet a device credential, keeping
 * one that still works (so restarts do not pile up credentials), and writes the file.
 */
export async function ensureDemoDeviceCredentials(
  db: Db,
  dataDir: string,
  demoAccounts: readonly { accountId: string; loginId: string }[],
): Promise<void> {
  const repository = new DeviceCredentialRepository(db);
  const credentials = await readDemoDeviceCredentials(dataDir);
  for (const { accountId, loginId } of demoAccounts) {
    const known = credentials[loginId];
    if (known && (await repository.findDevice(known.token))?.accountId === accountId) continue;
    delete credentials[loginId];
    const [phone] = approvingDevicesOf(await listDevices(db, accountId));
    if (!phone) continue;
    const token = await repository.issue(accountId, phone.deviceId);
    if (token) credentials[loginId] = { deviceId: phone.deviceId, deviceName: phone.alias ?? phone.modelName, token };
  }
  await mkdir(dataDir, { recursive: true });
  const file = demoDeviceCredentialsPath(dataDir);
  await writeFile(file, `${JSON.stringify(credentials, null, 2)}\n`, { mode: 0o600 });
  await chmod(file, 0o600);
}
