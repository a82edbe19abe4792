import type { CliIo } from './cli-io';
import { CommandError } from './command-errors';
import {
  DeviceCredentialsStore,
  dataDirFrom,
  type DeviceCredentials,
} from './device-credentials-store';

/**
 * The saved credentials of the enrolled device named `name`, for a command that acts as it.
 * `portal` is the --portal given (already checked as a URL), if any: the credential is a bearer
 * token of the owner's account, so it goes only to the portal that issued it, whatever
 * PORTAL_URL or PUBLIC_URL say now.
 */
export async function enrolledDevice(
  name: string,
  portal: string | undefined,
  io: Pick<CliIo, 'env'>,
): Promise<DeviceCredentials> {
  const store = new DeviceCredentialsStore(dataDirFrom(io.env));
  const saved = await store.load(name);
  if (!saved)
    throw new CommandError(
      `No enrolled device is named "${name}" (no ${store.pathFor(name)}); run enroll first.`,
    );
  if (portal !== undefined && portal !== saved.portal) {
    throw new CommandError(
      `"${saved.name}" is enrolled at ${saved.portal}, not ${portal}: run enroll --portal ${portal} to enrol it there.`,
    );
  }
  return saved;
}
