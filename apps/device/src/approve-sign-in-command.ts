import type { CliIo } from './cli-io';
import { parseOptions } from './command-line';
import { CommandError } from './command-errors';
import { DeviceCredentialsStore, dataDirFrom } from './device-credentials-store';
import { deviceName, httpUrl } from './device-options';
import { PortalClient } from './portal-client';

/**
 * `approve-sign-in`: approves, as an enrolled device, its account's web sign-in waiting for a
 * device (spec §4 Web sign-in token flow, mobile route).
 */
export async function approveSignInCommand(args: readonly string[], io: CliIo): Promise<void> {
  const values = parseOptions('approve-sign-in', args, {
    name: { type: 'string' },
    portal: { type: 'string' },
  });
  const name = deviceName(values.name);
  const asked = values.portal === undefined ? undefined : httpUrl('--portal', values.portal);

  const store = new DeviceCredentialsStore(dataDirFrom(io.env));
  const saved = await store.load(name);
  if (!saved)
    throw new CommandError(
      `No enrolled device is named "${name}" (no ${store.pathFor(name)}); run enroll first.`,
    );
  // The credential is a bearer token of the owner's account: it goes only to the portal that
  // issued it, whatever PORTAL_URL or PUBLIC_URL say now.
  if (asked !== undefined && asked !== saved.portal) {
    throw new CommandError(
      `"${saved.name}" is enrolled at ${saved.portal}, not ${asked}: run enroll --portal ${asked} to enrol it there.`,
    );
  }

  const approval = await new PortalClient(saved.portal).approveWebSignIn(saved.credential);
  switch (approval.outcome) {
    case 'nothing-waiting':
      throw new CommandError(
        `No web sign-in is waiting for a device on the account of "${saved.name}" (they expire after 5 minutes): choose to approve on a device in the browser first.`,
      );
    case 'credential-refused':
      throw new CommandError(
        "The portal no longer accepts this device's credential (it was removed or enrolled again): run enroll again.",
      );
    case 'approved':
      io.stdout(
        `Approved the web sign-in asked at ${new Date(approval.requestCreatedAt).toISOString()} from "${saved.name}" (device ${approval.deviceId}) on ${saved.portal}.\n`,
      );
  }
}
