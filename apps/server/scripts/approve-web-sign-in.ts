// Plays a demo account's phone: approves the account's waiting "approve on your phone" web
// sign-in (spec §4 Web sign-in token flow, mobile route) through the portal's device API,
// with the device credential `npm start` wrote to DATA_DIR/demo-device-credentials.json.
// The portal must be running (it works on PGlite and on PostgreSQL alike).
//
//   npx tsx apps/server/scripts/approve-web-sign-in.ts <loginId>
import { approveWebSignInFromDevice } from '@cloud-portal/contract/device-api';
import { isErrorBody } from '@cloud-portal/contract/error-body';
import { readConfig } from '../src/config/config';
import { ConfigError } from '../src/config/config-error';
import { demoDeviceCredentialsPath, readDemoDeviceCredentials } from '../src/demo/demo-device-credentials';

/** A failure the user can act on: printed as one line, exit code 1. */
class UsageError extends Error {}

async function main(): Promise<void> {
  const [loginId, ...rest] = process.argv.slice(2);
  if (!loginId || rest.length > 0) throw new UsageError('Usage: npx tsx apps/server/scripts/approve-web-sign-in.ts <loginId>');
  const config = readConfig(process.env);
  const credential = (await readDemoDeviceCredentials(config.dataDir))[loginId];
  if (!credential) {
    throw new UsageError(
      `No demo phone credential for "${loginId}" in ${demoDeviceCredentialsPath(config.dataDir)} (npm start writes one for each demo account that has a phone or tablet).`,
    );
  }
  const url = `${config.publicUrl}${approveWebSignInFromDevice.path}`;
  let response: Response;
  try {
    response = await fetch(url, {
      method: approveWebSignInFromDevice.method,
      headers: { authorization: `Bearer ${credential.token}` },
      signal: AbortSignal.timeout(10_000),
    });
  } catch {
    throw new UsageError(`The portal does not answer at ${config.publicUrl}. Start it with npm start first.`);
  }
  const body: unknown = await response.json().catch(() => null);
  if (!response.ok) {
    const reason = isErrorBody(body) ? `${body.rmsg} (rcode ${body.rcode})` : `HTTP ${response.status}`;
    throw new UsageError(`${credential.deviceName} could not approve: ${reason}`);
  }
  console.log(`Approved the waiting web sign-in of ${loginId} from ${credential.deviceName} (${credential.deviceId}).`);
}

main().catch((error: unknown) => {
  const oneLine = error instanceof UsageError || error instanceof ConfigError;
  console.error(oneLine ? error.message : error);
  process.exit(1);
});
