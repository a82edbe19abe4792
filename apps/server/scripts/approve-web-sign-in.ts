// Approves an account's newest pending "approve on your phone" web sign-in (spec §4 Web
// sign-in token flow, mobile route) as if from its most recently used phone or tablet: the
// device side of that flow, until devices call a device API of their own (future work).
//
//   npx tsx apps/server/scripts/approve-web-sign-in.ts <loginId>
//
// It opens the database the way the server does (DATABASE_URL, else PGlite under DATA_DIR).
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { readConfig, type Config } from '../src/config/config';
import { ConfigError } from '../src/config/config-error';
import { openDatabase } from '../src/db/open-database';
import { accounts } from '../src/db/schema';
import { listDevices } from '../src/modules/devices/device-registry';
import { approvePendingWebSignIn, approvingDevicesOf } from '../src/modules/verification/verification-service';

/** A failure the user can act on: printed as one line, exit code 1. */
class UsageError extends Error {}

async function main(): Promise<void> {
  const [loginId, ...rest] = process.argv.slice(2);
  if (!loginId || rest.length > 0) throw new UsageError('Usage: npx tsx apps/server/scripts/approve-web-sign-in.ts <loginId>');
  const config = readConfig(process.env);
  // PGlite is one process's database: opening its files while the portal has them open would corrupt them.
  if (!config.databaseUrl && (await portalIsRunning(config))) {
    throw new UsageError(
      `The portal is running on the embedded database (PGlite in ${path.join(config.dataDir, 'pglite')}), which only one process may open. ` +
        'Stop it first, or run the portal and this command with DATABASE_URL (PostgreSQL), or verify by e-mail instead (the link is in the outbox and the server log).',
    );
  }
  const database = await openDatabase(
    config.databaseUrl ? { kind: 'postgres', url: config.databaseUrl } : { kind: 'pglite', dataDir: path.join(config.dataDir, 'pglite') },
  );
  try {
    const { db } = database;
    const matches = await db.select().from(accounts).where(eq(accounts.loginId, loginId));
    const account = matches[0];
    if (!account) throw new UsageError(`No account has the login id "${loginId}" (an account exists after its first sign-in).`);
    if (matches.length > 1) throw new UsageError(`${matches.length} accounts have the login id "${loginId}"; cannot tell which one is meant.`);

    const [device] = approvingDevicesOf(await listDevices(db, account.id));
    if (!device) throw new UsageError(`${loginId} has no phone or tablet to approve from.`);
    const approved = await approvePendingWebSignIn(db, account.id, device.deviceId);
    if (!approved) {
      throw new UsageError(`No web sign-in of ${loginId} is waiting for a device (start one with "approve on your phone"; it expires after 5 minutes).`);
    }
    const deviceName = device.alias ?? device.modelName;
    console.log(`Approved the web sign-in of ${loginId} started at ${approved.requestCreatedAt.toISOString()}, from ${deviceName} (${device.deviceId}).`);
  } finally {
    await database.close();
  }
}

/** Whether a portal answers its health check at this configuration's address. */
async function portalIsRunning(config: Config): Promise<boolean> {
  const host = config.host === '0.0.0.0' || config.host === '::' ? 'localhost' : config.host;
  const url = `http://${host.includes(':') ? `[${host}]` : host}:${config.port}/healthz`;
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(2000) });
    return response.ok;
  } catch {
    return false;
  }
}

main().catch((error: unknown) => {
  const oneLine = error instanceof UsageError || error instanceof ConfigError;
  console.error(oneLine ? error.message : error);
  process.exit(1);
});
