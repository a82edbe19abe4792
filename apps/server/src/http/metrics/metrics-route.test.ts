import { mkdtempSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInTestAccount } from '../../../test/test-accounts';
import { verificationByEmailConfig } from '../../../test/outbox-email';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { useTestApp, type OpenTestApp } from '../../../test/use-test-app';
import { webCall } from '../../../test/web-calls';
import { erasureTasks } from '../../db/schema';

const TOKEN = 'metrics-token-for-the-test-0123456789';

const scrape = (app: OpenTestApp, authorization?: string) =>
  app.app.inject({ method: 'GET', url: '/metrics', headers: authorization === undefined ? {} : { authorization } });

describe('/metrics without METRICS_TOKEN', () => {
  const withoutMetrics = useTestApp();

  it('is not there when the operator set no token', async () => {
    expect((await scrape(withoutMetrics, `Bearer ${TOKEN}`)).statusCode).toBe(404);
  });
});

describe('/metrics', () => {
  let withMetrics: TestApp;
  let dataDir: string;
  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'portal-metrics-'));
    // Browsers must verify their sign-in (e-mails to the outbox): the verifications are counted.
    withMetrics = await createTestApp({ config: { metricsToken: TOKEN, ...verificationByEmailConfig(dataDir) } });
  });
  afterAll(async () => {
    await withMetrics.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('asks for the operator’s token', async () => {
    expect((await scrape(withMetrics)).statusCode).toBe(401);
    expect((await scrape(withMetrics, `Bearer ${TOKEN.slice(0, -1)}x`)).statusCode).toBe(401);
    expect((await scrape(withMetrics, TOKEN)).statusCode).toBe(401);
  });

  it('counts answers by route as registered, method and status, with their latency', async () => {
    await withMetrics.app.inject({ method: 'GET', url: '/healthz' });
    await withMetrics.app.inject({ method: 'GET', url: '/api/media/v1/photos/some-photo-id/thumbnail?size=240' });
    const response = await scrape(withMetrics, `Bearer ${TOKEN}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(response.body).toMatch(/^portal_http_requests_total\{route="\/healthz",method="GET",status="200"\} 1$/m);
    // The photo's id stays out of the labels: the route is counted as registered.
    expect(response.body).toContain('route="/api/media/v1/photos/:photoId/thumbnail"');
    expect(response.body).not.toContain('some-photo-id');
    expect(response.body).toMatch(/^portal_http_request_duration_seconds_count\{route="\/healthz",method="GET"\} 1$/m);
    expect(response.body).toMatch(/^portal_process_resident_memory_bytes \d+/m);
  });

  it('shows the erasure work waiting and the age of the oldest', async () => {
    const { db } = withMetrics.database;
    const { accountId } = await signInTestAccount(db);
    const startedAt = new Date(Date.now() - 90_000);
    await db.insert(erasureTasks).values({ referenceId: 'metrics-test-1', accountId, taskType: 'DELETE_ALL', cids: [], startedAt, expiryAt: new Date(Date.now() + 86_400_000) });
    const body = (await scrape(withMetrics, `Bearer ${TOKEN}`)).body;
    expect(body).toMatch(/^portal_job_queue_depth\{queue="erasure"\} 1$/m);
    const age = Number(/^portal_job_queue_oldest_age_seconds\{queue="erasure"\} ([\d.]+)$/m.exec(body)?.[1]);
    expect(age).toBeGreaterThanOrEqual(90);
    expect(body).toMatch(/^portal_job_queue_depth\{queue="blob_deletion"\} 0$/m);
    expect(body).toMatch(/^portal_blob_store_failing_deletions 0$/m);
  });

  it('times the database’s statements, and shows the pool’s connections where there is a pool', async () => {
    await withMetrics.app.inject({ method: 'GET', url: '/readyz' });
    const body = (await scrape(withMetrics, `Bearer ${TOKEN}`)).body;
    const statements = Number(/^portal_db_statement_duration_seconds_count (\d+)$/m.exec(body)?.[1]);
    expect(statements).toBeGreaterThan(0);
    if (withMetrics.database.kind === 'postgres') {
      expect(Number(/^portal_db_pool_connections\{state="total"\} (\d+)$/m.exec(body)?.[1])).toBeGreaterThan(0);
      expect(body).toMatch(/^portal_db_pool_connections\{state="waiting"\} \d+$/m);
    } else {
      // PGlite runs in one worker thread of the node: there is no pool to show.
      expect(body).not.toMatch(/^portal_db_pool_connections\{/m);
    }
  });

  it('counts sign-ins by outcome: a callback with a state nobody issued is refused', async () => {
    const callback = await withMetrics.app.inject({ method: 'GET', url: '/auth/token/access?state=never-issued&code=x' });
    expect(callback.statusCode).toBe(302);
    expect(callback.headers.location).toMatch(/#\/error400$/);
    const body = (await scrape(withMetrics, `Bearer ${TOKEN}`)).body;
    expect(body).toMatch(/^portal_sign_ins_total\{outcome="refused"\} 1$/m);
    expect(body).not.toMatch(/^portal_sign_ins_total\{outcome="signed_in"\}/m);
  });

  it('counts a web sign-in verification that had to start', async () => {
    const account = await signInTestAccount(withMetrics.database.db);
    const started = await webCall(withMetrics.app, account, 'PUT', '/api/auth/sc/tokens/v1/web?authFlow=email');
    expect(started.statusCode).toBe(202);
    const body = (await scrape(withMetrics, `Bearer ${TOKEN}`)).body;
    expect(body).toMatch(/^portal_web_sign_in_verifications_total\{outcome="started"\} 1$/m);
  });
});
