import { Rcodes } from '@cloud-portal/contract/rcodes';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../src/app';
import { SessionRepository } from '../src/auth/session-repository';
import type { DatabaseHandle } from '../src/db/database';
import { ensureCloudAccount } from '../src/modules/quota/cloud-account-settings';
import { CountingLogger } from './counting-logger';
import { signInTestAccount, type SignedInTestAccount } from './test-accounts';
import { testConfig } from './test-config';
import { createTestDatabase, databaseKind, type TestDatabase } from './test-database';
import { seedDevices } from './test-devices';

/** How long a change made elsewhere may take to reach this node: a ceiling, not a speed check. */
const TOLD_WITHIN = { timeout: 10_000, interval: 20 };
const DEVICES = '/api/device-context/v1/devices';

/**
 * A node keeps its users' session lookups in memory (auth/session-lookup-cache.ts): what
 * another node commits must still be seen. On PostgreSQL the other node is a second pool on
 * the same database, whose writes this node hears of only through the database's notices
 * (migration 0012); PGlite has one process, so there the other writer is this node itself.
 */
describe('kept session lookups and changes made elsewhere', () => {
  let testDatabase: TestDatabase;
  let database: DatabaseHandle;
  let otherNode: DatabaseHandle;
  let app: FastifyInstance;
  const logger = new CountingLogger();

  beforeAll(async () => {
    testDatabase = await createTestDatabase();
    database = await testDatabase.open({ logger });
    app = await buildApp({ config: testConfig(), database });
    await app.ready();
    otherNode = databaseKind() === 'postgres' ? await testDatabase.open() : database;
  });

  afterAll(async () => {
    await app.close();
    if (otherNode !== database) await otherNode.close();
    await database.close();
    await testDatabase.dispose();
  });

  function get(account: SignedInTestAccount, url: string) {
    return app.inject({ method: 'GET', url, headers: { 'x-portal-client': 'cloud-portal-web' }, cookies: { portal_session: account.sessionToken } });
  }

  /** An account with a device, whose lookup and device list this node keeps. */
  async function keptAccount(): Promise<SignedInTestAccount> {
    const account = await signInTestAccount(database.db);
    await ensureCloudAccount(database.db, account.accountId);
    await seedDevices(database.db, account.accountId, 1, 'here');
    expect((await get(account, DEVICES)).statusCode).toBe(200);
    const before = logger.count;
    expect((await get(account, DEVICES)).body).toContain('here-00');
    expect(logger.count - before, 'the second read is answered from memory').toBe(0);
    return account;
  }

  it('shows a device another node added', async () => {
    const account = await keptAccount();
    await seedDevices(otherNode.db, account.accountId, 1, 'elsewhere');
    await vi.waitFor(async () => expect((await get(account, DEVICES)).body).toContain('elsewhere-00'), TOLD_WITHIN);
  });

  it('answers 101903 once another node signed the account out everywhere', async () => {
    const account = await keptAccount();
    await new SessionRepository(otherNode.db, 30 * 60 * 1000).revokeAll(account.accountId);
    await vi.waitFor(async () => {
      const answer = await get(account, DEVICES);
      expect(answer.statusCode).toBe(403);
      expect(answer.json()).toMatchObject({ rcode: Rcodes.SESSION_FORBIDDEN.rcode });
    }, TOLD_WITHIN);
  });

  it('leaves another account’s kept lookup alone when one account changes elsewhere', async () => {
    const changed = await keptAccount();
    const untouched = await keptAccount();
    await seedDevices(otherNode.db, changed.accountId, 1, 'elsewhere');
    await vi.waitFor(async () => expect((await get(changed, DEVICES)).body).toContain('elsewhere-00'), TOLD_WITHIN);
    const before = logger.count;
    expect((await get(untouched, DEVICES)).statusCode).toBe(200);
    // On PGlite the other writer is this node, whose every write forgets all kept session
    // lookups: the session is read again (one query), the device list is still the one kept.
    expect(logger.count - before).toBe(databaseKind() === 'postgres' ? 0 : 1);
  });
});
