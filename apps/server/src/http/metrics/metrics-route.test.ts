import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInTestAccount } from '../../../test/test-accounts';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { erasureTasks } from '../../db/schema';

const TOKEN = 'metrics-token-for-the-test-0123456789';

const scrape = (app: TestApp, authorization?: string) =>
  app.app.inject({ method: 'GET', url: '/metrics', headers: authorization === undefined ? {} : { authorization } });

describe('/metrics without METRICS_TOKEN', () => {
  let withoutMetrics: TestApp;
  beforeAll(async () => {
    withoutMetrics = await createTestApp();
  });
  afterAll(async () => {
    await withoutMetrics.close();
  });

  it('is not there when the operator set no token', async () => {
    expect((await scrape(withoutMetrics, `Bearer ${TOKEN}`)).statusCode).toBe(404);
  });
});

describe('/metrics', () => {
  let withMetrics: TestApp;
  beforeAll(async () => {
    withMetrics = await createTestApp({ config: { metricsToken: TOKEN } });
  });
  afterAll(async () => {
    await withMetrics.close();
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
});
