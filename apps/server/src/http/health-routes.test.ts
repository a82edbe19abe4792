import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { testConfig } from '../../test/test-config';
import { createTestDatabase, databaseKind } from '../../test/test-database';
import { buildApp } from '../app';

describe('health routes', () => {
  let testApp: TestApp | undefined;
  afterEach(async () => {
    await testApp?.close();
    testApp = undefined;
  });

  it('/healthz answers while the process runs', async () => {
    testApp = await createTestApp();
    const response = await testApp.app.inject({ method: 'GET', url: '/healthz' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok' });
  });

  it('/readyz says the database is reachable, and which one', async () => {
    testApp = await createTestApp();
    const response = await testApp.app.inject({ method: 'GET', url: '/readyz' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ready', database: databaseKind() });
  });

  it('/readyz answers 503 with an rcode when the database does not answer, while /healthz stays up', async () => {
    const testDatabase = await createTestDatabase();
    const database = await testDatabase.open();
    const unreachable = { ...database, ping: () => Promise.reject(new Error('connection lost')) };
    const app = await buildApp({ config: testConfig(), database: unreachable });
    try {
      const response = await app.inject({ method: 'GET', url: '/readyz' });
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual({ rcode: 50300001, rmsg: 'The database cannot be reached.' });
      expect((await app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
    } finally {
      await app.close();
      await database.close();
      await testDatabase.dispose();
    }
  });
});
