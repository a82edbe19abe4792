import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test/test-database';
import type { DatabaseHandle } from '../db/database';
import { accounts, sessions } from '../db/schema';
import { SessionRepository } from './session-repository';

const IDLE_MS = 30 * 60 * 1000;

describe('SessionRepository', () => {
  let testDatabase: TestDatabase;
  let database: DatabaseHandle;
  let repository: SessionRepository;
  let accountId: string;

  beforeAll(async () => {
    testDatabase = await createTestDatabase();
    database = await testDatabase.open();
    repository = new SessionRepository(database.db, IDLE_MS);
    const [account] = await database.db.insert(accounts).values({ displayName: 'Alex Morgan', loginId: 'demo@example.com' }).returning();
    accountId = account!.id;
  });
  afterAll(async () => {
    await database.close();
    await testDatabase.dispose();
  });

  it('keeps only a hash of the cookie token', async () => {
    const token = await repository.create(accountId, 'id-token');
    const rows = await database.db.select().from(sessions);
    expect(rows.some((row) => row.id === token)).toBe(false);
    expect((await repository.findAndTouch(token))?.account.displayName).toBe('Alex Morgan');
  });

  it('slides the expiry while used and ends it after the idle time', async () => {
    const start = new Date('2026-11-22T10:00:00Z');
    const token = await repository.create(accountId, null, start);
    const later = new Date(start.getTime() + 20 * 60 * 1000);
    const touched = await repository.findAndTouch(token, later);
    expect(touched?.expiresAt.toISOString()).toBe(new Date(later.getTime() + IDLE_MS).toISOString());
    const idleTooLong = new Date(later.getTime() + IDLE_MS + 1);
    expect(await repository.findAndTouch(token, idleTooLong)).toBeNull();
  });

  it('ends a session once', async () => {
    const token = await repository.create(accountId, 'the-id-token');
    expect(await repository.delete(token)).toEqual({ idToken: 'the-id-token' });
    expect(await repository.delete(token)).toBeNull();
    expect(await repository.findAndTouch(token)).toBeNull();
  });

  it('answers null for a token it never made', async () => {
    expect(await repository.findAndTouch('nonsense')).toBeNull();
  });
});
