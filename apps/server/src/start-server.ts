import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from './app';
import type { Config } from './config/config';
import { ConfigError } from './config/config-error';
import type { DatabaseHandle } from './db/database';
import { openDatabase } from './db/open-database';
import { ensureDemoDeviceCredentials } from './demo/demo-device-credentials';
import type { DemoPhotoSource } from './demo/demo-photo-files';
import { seedDemoAccount, type DemoAccountIdentity } from './demo/seed-demo-data';
import { startBlobDeletionWorker } from './jobs/blob-deletion-worker';
import { startErasureWorker } from './jobs/erasure-worker';
import { startReminderWorker } from './jobs/reminder-worker';
import { startRetentionWorker } from './jobs/retention-worker';
import { createMailer } from './mail/create-mailer';
import { ensureOperatorToken } from './modules/announcements/operator-token';
import { closeGracefully, type CloseOutcome } from './http/close-gracefully';
import type { LogStream } from './http/terminal-log-stream';
import { openBlobStore } from './storage/open-blob-store';
import { MemoryCachedBlobStore } from './storage/memory-cached-blob-store';

export interface RunningServer {
  url: string;
  app: FastifyInstance;
  /** Stops as SIGTERM asks: requests and jobs in hand finish within the grace time (SHUTDOWN_GRACE), then the database closes. */
  close(): Promise<CloseOutcome>;
}

/** Opens the configured database (PGlite under DATA_DIR, or PostgreSQL at DATABASE_URL) and applies the migrations. */
export function openConfiguredDatabase(config: Config): Promise<DatabaseHandle> {
  return openDatabase(
    config.databaseUrl ? { kind: 'postgres', url: config.databaseUrl } : { kind: 'pglite', dataDir: path.join(config.dataDir, 'pglite') },
  );
}

/**
 * Opens the database (or uses the one given, which the caller then closes), builds the app
 * and listens. Configuration problems surface as ConfigError.
 */
export async function startServer(
  config: Config,
  options: { demoAccounts?: readonly DemoAccountIdentity[]; demoPhotos?: DemoPhotoSource; database?: DatabaseHandle; logStream?: LogStream | undefined } = {},
): Promise<RunningServer> {
  const ownsDatabase = options.database === undefined;
  const database = options.database ?? (await openConfiguredDatabase(config));
  // One store for the routes and the workers: a worker's delete also clears the memory cache.
  const store = await openBlobStore(config.blobStore, config.dataDir);
  const blobs = new MemoryCachedBlobStore(store);
  // Demo data is seeded once per account (later starts leave it, and the user's changes, alone).
  const seeded = [];
  for (const identity of options.demoAccounts ?? []) {
    const { accountId } = await seedDemoAccount(database.db, blobs, identity, new Date(), options.demoPhotos);
    seeded.push({ accountId, loginId: identity.loginId });
  }
  // The demo phones' device credentials, for approve-web-sign-in.ts (the mobile route).
  if (seeded.length > 0) await ensureDemoDeviceCredentials(database.db, config.dataDir, seeded);
  // The announce command hands announcements to a portal on PGlite with this token.
  const operatorToken = await ensureOperatorToken(config.dataDir);
  const app = await buildApp({ config, database, blobs, operatorToken, logStream: options.logStream });
  // Erasure requests are carried out in the background; preClose stops the worker (waiting
  // for the task in hand) before the database closes.
  const worker = startErasureWorker({ db: database.db, blobs, logger: app.log });
  app.addHook('preClose', () => worker.stop());
  // Blob files queued for deletion (by erasure, in its transaction) are deleted and retried
  // here, also those a crash left after a commit; unreferenced blobs are swept.
  const blobDeletion = startBlobDeletionWorker({ db: database.db, blobs, logger: app.log });
  app.addHook('preClose', () => blobDeletion.stop());
  // Backups past retention and expired temporary backups are hidden at once, purged hourly;
  // so are Gallery photos past their days in the trash (their files via the blob deletion worker).
  const retention = startRetentionWorker({ db: database.db, logger: app.log });
  app.addHook('preClose', () => retention.stop());
  // Notifications due (backups about to be deleted, erasures finished…) are raised and e-mailed.
  const reminders = startReminderWorker({ db: database.db, mailer: createMailer(config.mail, config.dataDir, app.log), publicUrl: config.publicUrl, logger: app.log });
  app.addHook('preClose', () => reminders.stop());
  app.addHook('onClose', async () => {
    store.close();
    if (ownsDatabase) await database.close();
  });
  try {
    await app.listen({ host: config.host, port: config.port });
  } catch (error) {
    await app.close();
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'EADDRINUSE') throw new ConfigError('PORT', `port ${config.port} is already in use on ${config.host}`);
    if (code === 'EADDRNOTAVAIL' || code === 'ENOTFOUND') throw new ConfigError('HOST', `cannot listen on ${config.host} (${code})`);
    throw error;
  }
  return {
    url: config.publicUrl,
    app,
    close: async () => {
      const outcome = await closeGracefully(app, config.shutdownGraceMs);
      if (outcome === 'cut') app.log.warn({ graceMs: config.shutdownGraceMs }, 'requests still running at the end of the shutdown grace time were cut');
      return outcome;
    },
  };
}
