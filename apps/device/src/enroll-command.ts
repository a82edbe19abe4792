import { randomBytes } from 'node:crypto';
import type { DeviceDescription } from '@cloud-portal/contract/device-enrolment';
import type { CliIo } from './cli-io';
import { parseOptions } from './command-line';
import { CommandError } from './command-errors';
import { DeviceCredentialsStore, dataDirFrom } from './device-credentials-store';
import { startDeviceAuthorization, waitForOwner } from './device-authorization';
import { deviceName, deviceType, modelCode, modelName, portalUrl } from './device-options';
import { PortalClient } from './portal-client';

/**
 * `enroll`: signs the device's owner in with the device authorization grant, trades the ID
 * token for a device credential at the portal and saves it (issue 16).
 */
export async function enrollCommand(args: readonly string[], io: CliIo): Promise<void> {
  const values = parseOptions('enroll', args, {
    name: { type: 'string' },
    type: { type: 'string' },
    model: { type: 'string' },
    'model-name': { type: 'string' },
    portal: { type: 'string' },
  });
  // Every option is checked before the first request: nothing is asked of the owner in vain.
  const name = deviceName(values.name);
  const type = deviceType(values.type);
  const code = modelCode(values.model);
  const shownModel = modelName(values['model-name']);
  const portal = portalUrl(values.portal, io.env);

  const store = new DeviceCredentialsStore(dataDirFrom(io.env));
  // A device keeps its id for life: enrolling it again (a reset device) reuses the saved one,
  // so the portal updates the device instead of listing a second one.
  const deviceId = (await store.load(name))?.deviceId ?? randomBytes(16).toString('base64url');

  const client = new PortalClient(portal);
  const settings = await client.enrolmentSettings();
  const authorization = await startDeviceAuthorization(settings, {
    name,
    model: shownModel ?? code,
  });
  io.stdout(`Open ${authorization.verificationUri} and enter the code ${authorization.userCode}\n`);
  if (authorization.verificationUriComplete)
    io.stdout(`(or open ${authorization.verificationUriComplete})\n`);

  const owner = await waitForOwner(settings, authorization, io.sleep);
  if (owner.decision === 'declined')
    throw new CommandError(`The owner declined to sign "${name}" in: nothing was enrolled.`);
  if (owner.decision === 'expired')
    throw new CommandError(
      `The code expired before the owner approved "${name}": nothing was enrolled; run enroll again.`,
    );

  const device: DeviceDescription = {
    deviceId,
    name,
    type,
    modelCode: code,
    ...(shownModel !== undefined && { modelName: shownModel }),
  };
  const enrolled = await client.enrol(owner.idToken, device);
  await store.save({
    portal,
    deviceId: enrolled.deviceId,
    name,
    type,
    modelCode: code,
    credential: enrolled.credential,
    enrolledAt: new Date().toISOString(),
  });
  io.stdout(`Enrolled "${name}" (${type} ${code}) as device ${enrolled.deviceId} on ${portal}.\n`);
}
