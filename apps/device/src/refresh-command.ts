import type { CliIo } from './cli-io';
import { parseOptions } from './command-line';
import { DeviceCredentialsStore, dataDirFrom } from './device-credentials-store';
import { deviceName, givenPortal } from './device-options';
import { enrolledDevice } from './enrolled-device';
import { PortalClient } from './portal-client';

/**
 * `refresh`: trades an enrolled device's credential for a new one and saves it; the old one
 * stops working, so a copy of it left anywhere is worth nothing.
 */
export async function refreshCommand(args: readonly string[], io: CliIo): Promise<void> {
  const values = parseOptions('refresh', args, {
    name: { type: 'string' },
    portal: { type: 'string' },
  });
  const name = deviceName(values.name);
  const saved = await enrolledDevice(name, givenPortal(values.portal), io);
  const { credential } = await new PortalClient(saved.portal).refreshCredential(saved.credential);
  const file = await new DeviceCredentialsStore(dataDirFrom(io.env)).save({ ...saved, credential });
  io.stdout(`Refreshed the credential of "${saved.name}" at ${saved.portal}; the old one no longer works. Saved in ${file}.\n`);
}
