// `npm start`: the whole portal on one machine with no outside service — the embedded
// sign-in provider (unless OIDC_ISSUER points at another one), the portal server on PGlite
// (or DATABASE_URL), and the built web app. Prints the URL and the demo credentials.
import path from 'node:path';
import { readDemoAccounts, type DemoAccount } from '@cloud-portal/idp/demo-accounts';
import { startIdp, type RunningIdp } from '@cloud-portal/idp/start-idp';
import { readConfig } from '@cloud-portal/server/config/config';
import { ConfigError } from '@cloud-portal/server/config/config-error';
import { demoPhotoFilesIn } from '@cloud-portal/server/demo/demo-photo-files';
import { readE2eWorkerAccounts, type E2eWorkerAccount } from '@cloud-portal/server/demo/e2e-worker-accounts';
import type { DemoProfile } from '@cloud-portal/server/demo/seed-demo-data';
import { ProviderStateRepository } from '@cloud-portal/server/auth/provider-state-repository';
import { terminalLogStream } from '@cloud-portal/server/http/terminal-log-stream';
import { openConfiguredDatabase, startServer } from '@cloud-portal/server/start-server';

/** Where the build drew the demo Gallery's photos (scripts/render-demo-photos.ts). */
const DEMO_PHOTOS_DIR = path.resolve(import.meta.dirname, '..', 'dist', 'demo-photos');

/**
 * What each embedded demo account shows: the main one everything, Gallery photos included;
 * locked@ the locked-cloud page (spec §8 403 locked); the others everything but photos.
 */
function demoProfileOf(loginId: string): DemoProfile {
  if (loginId === 'demo@example.com') return 'full';
  if (loginId === 'locked@example.com') return 'lockedCloud';
  return 'noPhotos';
}

/** An end-to-end test worker's account (E2E_WORKER_ACCOUNTS) as the embedded provider stores it. */
function workerDemoAccount(account: E2eWorkerAccount): DemoAccount {
  return { ...account, email: account.loginId, emailVerified: true, picture: null, description: 'End-to-end test worker' };
}

async function main(): Promise<void> {
  const usesEmbeddedProvider = !process.env.OIDC_ISSUER?.trim();
  const idpPort = readIdpPort();
  const config = readConfig(
    usesEmbeddedProvider
      ? { ...process.env, OIDC_ISSUER: `http://localhost:${idpPort}` }
      : process.env,
  );
  // Test set-ups only (refused with a real deployment's settings): the demo account's twin per
  // end-to-end worker, in the embedded provider and with the main demo account's data.
  const workerAccounts = readE2eWorkerAccounts(process.env, { usesEmbeddedProvider, config }).map(workerDemoAccount);

  // One database for the portal and the embedded provider's sessions, codes and grants.
  const database = await openConfiguredDatabase(config);
  let idp: RunningIdp | null = null;
  if (usesEmbeddedProvider) {
    idp = await startIdp({
      stateStore: new ProviderStateRepository(database.db),
      issuer: config.oidc.issuer,
      dataDir: path.join(config.dataDir, 'idp'),
      clients: [
        {
          clientId: config.oidc.clientId,
          clientSecret: config.oidc.clientSecret,
          redirectUris: [`${config.publicUrl}/auth/token/access`],
          postLogoutRedirectUris: [`${config.publicUrl}/logout`, `${config.publicUrl}/timeout`],
        },
      ],
      deviceClientId: config.oidc.deviceClientId,
      trustProxy: config.trustProxy,
      extraAccounts: workerAccounts,
    }).catch(async (error: unknown) => {
      await database.close();
      if ((error as NodeJS.ErrnoException).code === 'EADDRINUSE') {
        throw new ConfigError('IDP_PORT', `port ${idpPort} is already in use`);
      }
      throw error;
    });
  }

  const demoAccounts = usesEmbeddedProvider
    ? [
        ...readDemoAccounts().map((account) => ({ account, profile: demoProfileOf(account.loginId) })),
        ...workerAccounts.map((account) => ({ account, profile: 'full' as const })),
      ].map(({ account, profile }) => ({
        issuer: config.oidc.issuer,
        subject: account.sub,
        name: account.name,
        loginId: account.loginId,
        pictureUrl: account.picture ? `${config.oidc.issuer}/pictures/${account.picture}` : null,
        emailVerified: account.emailVerified,
        profile,
      }))
    : [];
  const server = await startServer(config, {
    demoAccounts,
    demoPhotos: demoPhotoFilesIn(DEMO_PHOTOS_DIR),
    database,
    // Readable lines on a terminal, JSON lines anywhere else.
    logStream: terminalLogStream(process.stdout),
  }).catch(async (error: unknown) => {
    await idp?.close();
    await database.close();
    throw error;
  });

  console.log(`\nCloud Portal is running: ${server.url}`);
  console.log(
    `Sign-in provider: ${config.oidc.issuer}${usesEmbeddedProvider ? ' (embedded)' : ''}`,
  );
  console.log(
    `Database: ${config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `PGlite in ${path.join(config.dataDir, 'pglite')}`}`,
  );
  if (usesEmbeddedProvider) {
    console.log('\nDemo accounts (login id / password):');
    for (const account of readDemoAccounts()) {
      console.log(
        `  ${account.loginId.padEnd(28)} ${account.password.padEnd(16)} ${account.description}`,
      );
    }
  }
  console.log('\nPress Ctrl+C to stop.');

  let stopping = false;
  const stop = () => {
    if (stopping) return;
    stopping = true;
    // The provider and the server finish their requests, then the database they share closes.
    Promise.all([server.close(), idp?.close(config.shutdownGraceMs)])
      .then(() => database.close())
      .then(
        () => process.exit(0),
        () => process.exit(1),
      );
  };
  // `on`, not `once`: under scripts/run-portal.mjs a Ctrl+C arrives twice (from the terminal
  // and passed on), and the second must not cut the close short.
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

function readIdpPort(): number {
  const value = process.env.IDP_PORT?.trim() || '8081';
  if (!/^\d+$/.test(value) || Number(value) < 1 || Number(value) > 65535) {
    throw new ConfigError('IDP_PORT', `must be a whole number from 1 to 65535 (got "${value}")`);
  }
  return Number(value);
}

main().catch((error: unknown) => {
  // Configuration problems are one line naming the variable, never a stack trace.
  console.error(error instanceof ConfigError ? `Configuration error: ${error.message}` : error);
  process.exit(1);
});
