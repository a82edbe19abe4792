import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  approveDeviceAtExternalProvider,
  startExternalProvider,
  type ExternalProvider,
} from '@cloud-portal/idp/test-support/external-provider';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { devices, identities } from '../../server/src/db/schema';
import { createTestApp, type TestApp } from '../../server/test/test-app';
import { DeviceCredentialsStore } from './device-credentials-store';
import { run } from './main';
import { CapturedOutput } from './test-support/captured-output';

const DEVICE_CLIENT_ID = 'cloud-portal-device';

/**
 * Issue 16 part 1: a device enrols at any provider that offers the device authorization grant,
 * not only the embedded one. Here a plain oidc-provider with its own pages signs the owner in;
 * the portal reads its endpoints from its discovery and checks the ID token with its keys.
 */
describe('a device enrolling at an external provider', () => {
  let provider: ExternalProvider;
  let portal: TestApp;
  let portalUrl: string;
  let dataDir: string;

  beforeAll(async () => {
    provider = await startExternalProvider({ deviceClientId: DEVICE_CLIENT_ID });
    portal = await createTestApp({
      config: { oidc: { issuer: provider.issuer, clientId: 'portal-web', clientSecret: 'portal-web-secret', deviceClientId: DEVICE_CLIENT_ID } },
    });
    portalUrl = await portal.app.listen({ port: 0, host: '127.0.0.1' });
    dataDir = await mkdtemp(path.join(tmpdir(), 'device-external-'));
  });
  afterAll(async () => {
    await portal?.close();
    await provider?.stop();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  it('enrols as the owner approves there, and the device API hears its credential', async () => {
    const stdout = new CapturedOutput();
    const approval = stdout
      .next(/^\(or open (\S+)\)$/m)
      .then(([, uriComplete]) => approveDeviceAtExternalProvider(provider.issuer, uriComplete ?? '', 'owner-7'));
    const stderr = new CapturedOutput();
    const code = await run(['enroll', '--name', 'Garden watch', '--type', 'watch', '--model', 'SM-R960'], {
      env: { DATA_DIR: dataDir, PORTAL_URL: portalUrl },
      stdout: stdout.write,
      stderr: stderr.write,
      sleep: async () => {
        await approval;
      },
    });
    await approval;
    expect({ code, stderr: stderr.text }).toEqual({ code: 0, stderr: '' });
    expect(stdout.text.split('\n')[0]).toMatch(new RegExp(`^Open ${provider.issuer}/device and enter the code \\S+$`));

    const saved = await new DeviceCredentialsStore(dataDir).load('Garden watch');
    expect(saved).toMatchObject({ portal: portalUrl, type: 'watch', modelCode: 'SM-R960' });
    // The owner is the external provider's subject: an account of that issuer now has the device.
    const [owner] = await portal.database.db.select({ issuer: identities.issuer, subject: identities.subject }).from(identities);
    expect(owner).toEqual({ issuer: provider.issuer, subject: 'owner-7' });
    const [registered] = await portal.database.db.select({ deviceId: devices.deviceId, deviceType: devices.deviceType }).from(devices);
    expect(registered).toEqual({ deviceId: saved?.deviceId, deviceType: 'watch' });

    // Its credential works on the device API.
    const sync = new CapturedOutput();
    const synced = await run(['sync', '--name', 'Garden watch'], { env: { DATA_DIR: dataDir }, stdout: sync.write, stderr: () => undefined });
    expect(synced).toBe(0);
    expect(sync.text).toMatch(/Reported [\d,]+ synced apps? of "Garden watch"/);
  });
});
