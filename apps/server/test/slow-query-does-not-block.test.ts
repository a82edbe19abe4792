import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from './use-test-app';

/**
 * Issue 14: a query must not stop the server from answering other requests. PGlite runs
 * PostgreSQL synchronously, so on the main thread a long query would hold every request up
 * until it ended; it runs in a worker thread instead. Asserted on the order in which the
 * answers arrive, not on times.
 */
describe('a slow query', () => {
  const portal = useTestApp();

  it('lets a cheap call answer while it runs', async () => {
    const finished: string[] = [];
    const slowQuery = portal.database.db.execute(sql`select pg_sleep(1)`).then(() => finished.push('slow query'));
    // One turn of the event loop: the query has been handed to the database before the call is made.
    await new Promise(setImmediate);
    const health = await portal.app.inject({ method: 'GET', url: '/healthz' });
    finished.push('healthz');
    await slowQuery;
    expect(health.statusCode).toBe(200);
    expect(finished).toEqual(['healthz', 'slow query']);
  });
});
