import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app';
import type { ConfirmTokenKeySource } from '../src/auth/confirm-token-verifier';
import type { OidcGateway } from '../src/auth/oidc-gateway';
import type { Config } from '../src/config/config';
import type { DatabaseHandle } from '../src/db/database';
import type { DatabaseOptions } from '../src/db/open-database';
import type { BlobStore } from '../src/storage/blob-store';
import { testConfig, type TestConfigOverrides } from './test-config';
import { createTestDatabase, type TestDatabase } from './test-database';

export interface TestApp {
  app: FastifyInstance;
  database: DatabaseHandle;
  config: Config;
  close(): Promise<void>;
}

/** What a test app is built with besides its defaults. */
export interface TestAppOptions {
  config?: TestConfigOverrides;
  gateway?: OidcGateway;
  confirmTokenKeys?: ConfirmTokenKeySource;
  blobs?: BlobStore;
  /** Serves the operator's calls with this token. */
  operatorToken?: string;
  testDatabase?: TestDatabase;
  /** How the database is opened (a logger that counts the statements, for instance). */
  databaseOptions?: DatabaseOptions;
  /** Receives the log lines (set `config.logLevel` to hear them). */
  logStream?: { write(line: string): void };
}

/** A real app on a fresh database, driven with app.inject. */
export async function createTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const testDatabase = options.testDatabase ?? (await createTestDatabase());
  const database = await testDatabase.open(options.databaseOptions);
  const config = testConfig(options.config);
  const app = await buildApp({
    config,
    database,
    ...(options.gateway && { gateway: options.gateway }),
    ...(options.confirmTokenKeys && { confirmTokenKeys: options.confirmTokenKeys }),
    ...(options.blobs && { blobs: options.blobs }),
    ...(options.operatorToken && { operatorToken: options.operatorToken }),
    ...(options.logStream && { logStream: options.logStream }),
  });
  await app.ready();
  return {
    app,
    database,
    config,
    close: async () => {
      await app.close();
      await database.close();
      if (!options.testDatabase) await testDatabase.dispose();
    },
  };
}

/** Headers the web app sends on every call. */
export const webClientHeaders = { 'x-portal-client': 'cloud-portal-web' } as const;
