import type { CliIo } from './cli-io';
import { parseOptions } from './command-line';
import { CommandError } from './command-errors';
import { deviceName, givenPortal } from './device-options';
import { enrolledDevice } from './enrolled-device';
import { CREDENTIAL_REFUSED, PortalClient } from './portal-client';

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
  const asked = givenPortal(values.portal);

  const saved = await enrolledDevice(name, asked, io);
  const approval = await new PortalClient(saved.portal).approveWebSignIn(saved.credential);
  switch (approval.outcome) {
    case 'nothing-waiting':
      throw new CommandError(
        `No web sign-in is waiting for a device on the account of "${saved.name}" (they expire after 5 minutes): choose to approve on a device in the browser first.`,
      );
    case 'credential-refused':
      throw new CommandError(CREDENTIAL_REFUSED);
    case 'approved':
      io.stdout(
        `Approved the web sign-in asked at ${new Date(approval.requestCreatedAt).toISOString()} from "${saved.name}" (device ${approval.deviceId}) on ${saved.portal}.\n`,
      );
  }
}
