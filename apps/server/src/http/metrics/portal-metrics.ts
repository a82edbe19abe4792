import { count, inArray, isNotNull, min } from 'drizzle-orm';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { DatabaseHandle, Db } from '../../db/database';
import { blobDeletions, erasureTasks } from '../../db/schema';
import type { PortalEvents } from './portal-events';

/** The route a request matched, as registered (ids stay out of the labels), or one name for the rest. */
export const UNMATCHED_ROUTE = '(unmatched)';

/** Latency buckets in seconds: the dashboard's answers are milliseconds, a photo upload can take seconds. */
const LATENCY_BUCKETS = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/** A statement on an index takes well under a millisecond; a slow one seconds. */
const STATEMENT_BUCKETS = [0.0001, 0.00025, 0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 1, 5];

export interface PortalMetrics {
  registry: Registry;
  /** Counts one answered request and its time. */
  observeRequest(route: string, method: string, statusCode: number, seconds: number): void;
  /** Counts sign-ins and verifications as the routes tell them. */
  events: PortalEvents;
  /** Stops timing the database's statements (at close). */
  stop(): void;
}

/**
 * What /metrics shows an operator (Prometheus text): requests by route, method and status with
 * their latency; the background work waiting (erasure tasks, blob files to delete) and how old
 * the oldest is; blob deletions the store keeps refusing; the database's statement times and
 * its pool's connections; sign-ins and web sign-in verifications by outcome; and Node's own
 * process figures (CPU, memory, event loop delay, garbage collection). The queues are read
 * from the database when scraped, so every node reports the same, whichever holds the work.
 */
export function createPortalMetrics(database: DatabaseHandle, now: () => Date = () => new Date()): PortalMetrics {
  const { db } = database;
  const registry = new Registry();
  collectDefaultMetrics({ register: registry, prefix: 'portal_' });

  const requests = new Counter({
    name: 'portal_http_requests_total',
    help: 'Requests answered, by route, method and status code.',
    labelNames: ['route', 'method', 'status'] as const,
    registers: [registry],
  });
  const latency = new Histogram({
    name: 'portal_http_request_duration_seconds',
    help: 'Time from a request to its answer, by route and method.',
    labelNames: ['route', 'method'] as const,
    buckets: LATENCY_BUCKETS,
    registers: [registry],
  });

  // The queues are read once per scrape and shared by their gauges (prom-client collects all
  // metrics of a scrape at once).
  let reading: Promise<QueueFigures> | null = null;
  const readQueues = () => (reading ??= readQueueFigures(db, now()).finally(() => (reading = null)));
  registerGauge(registry, 'portal_job_queue_depth', 'Background work waiting or in hand, by queue.', ['queue'], async (gauge) => {
    const figures = await readQueues();
    gauge.set({ queue: 'erasure' }, figures.erasure.waiting);
    gauge.set({ queue: 'blob_deletion' }, figures.blobDeletion.waiting);
  });
  registerGauge(registry, 'portal_job_queue_oldest_age_seconds', 'Age of the oldest work waiting or in hand, by queue (0 when none).', ['queue'], async (gauge) => {
    const figures = await readQueues();
    gauge.set({ queue: 'erasure' }, figures.erasure.oldestAgeSeconds);
    gauge.set({ queue: 'blob_deletion' }, figures.blobDeletion.oldestAgeSeconds);
  });
  registerGauge(registry, 'portal_blob_store_failing_deletions', 'Blob files the store refused to delete at the last attempt (retried later).', [], async (gauge) => {
    gauge.set((await readQueues()).failingBlobDeletions);
  });

  const statements = new Histogram({
    name: 'portal_db_statement_duration_seconds',
    help: 'Time from sending a statement to the database to its answer.',
    buckets: STATEMENT_BUCKETS,
    registers: [registry],
  });
  const stopTiming = database.statementTimes.subscribe(({ seconds }) => statements.observe(seconds));
  new Gauge({
    name: 'portal_db_pool_connections',
    help: 'The PostgreSQL pool’s connections, by state: total, idle, and queries waiting for one.',
    labelNames: ['state'] as const,
    registers: [registry],
    collect() {
      const pool = database.poolConnections();
      if (pool === null) return;
      this.set({ state: 'total' }, pool.total);
      this.set({ state: 'idle' }, pool.idle);
      this.set({ state: 'waiting' }, pool.waiting);
    },
  });
  const signIns = new Counter({
    name: 'portal_sign_ins_total',
    help: 'Sign-in round trips through the provider, by outcome.',
    labelNames: ['outcome'] as const,
    registers: [registry],
  });
  const verifications = new Counter({
    name: 'portal_web_sign_in_verifications_total',
    help: 'Web sign-in verifications of a browser, by outcome.',
    labelNames: ['outcome'] as const,
    registers: [registry],
  });

  return {
    registry,
    events: {
      signIn: (outcome) => signIns.inc({ outcome }),
      verification: (outcome) => verifications.inc({ outcome }),
    },
    stop: stopTiming,
    observeRequest(route, method, statusCode, seconds) {
      requests.inc({ route, method, status: String(statusCode) });
      latency.observe({ route, method }, seconds);
    },
  };
}

interface QueueFigures {
  erasure: { waiting: number; oldestAgeSeconds: number };
  blobDeletion: { waiting: number; oldestAgeSeconds: number };
  failingBlobDeletions: number;
}

async function readQueueFigures(db: Db, now: Date): Promise<QueueFigures> {
  // min() of a timestamp comes back as text from some drivers: read it as a date either way.
  const ageOf = (oldest: Date | string | null) => (oldest === null ? 0 : Math.max(0, (now.getTime() - new Date(oldest).getTime()) / 1000));
  const [erasures] = await db
    .select({ waiting: count(), oldest: min(erasureTasks.startedAt) })
    .from(erasureTasks)
    .where(inArray(erasureTasks.status, ['pending', 'running']));
  const [deletions] = await db.select({ waiting: count(), oldest: min(blobDeletions.dueAt) }).from(blobDeletions);
  const [failing] = await db.select({ failing: count() }).from(blobDeletions).where(isNotNull(blobDeletions.lastError));
  return {
    erasure: { waiting: erasures?.waiting ?? 0, oldestAgeSeconds: ageOf(erasures?.oldest ?? null) },
    blobDeletion: { waiting: deletions?.waiting ?? 0, oldestAgeSeconds: ageOf(deletions?.oldest ?? null) },
    failingBlobDeletions: failing?.failing ?? 0,
  };
}

/** A gauge set by `collect` at each scrape. */
function registerGauge(registry: Registry, name: string, help: string, labelNames: Array<'queue'>, collect: (gauge: Gauge<'queue'>) => Promise<void>): void {
  new Gauge({
    name,
    help,
    labelNames,
    registers: [registry],
    collect: async function collectFigures() {
      await collect(this);
    },
  });
}
