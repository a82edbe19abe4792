// `npm run bench:api`: how fast the home dashboard's calls answer under load, on PGlite and
// on PostgreSQL, beside a bare Fastify hello-world measured in the same run (figures, not a
// pass/fail test). Seeds one account with 50 devices and 20,000 content items through the
// service layer (every known sync and backup cid on each device, so the quota totals and
// backup categories do their real work, padded with unknown cids; a few devices are secure
// folders and knox spaces), the product catalogue, two temporary backups and a few Gallery
// photos, then drives every call the dashboard makes when it opens with autocannon
// (50 connections), in the dashboard's mix: one of each per round.
//   BENCH_SECONDS (default 10) per target; TEST_DATABASE_URL to use a running PostgreSQL
//   instead of starting a throw-away one.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { BACKUP_CATEGORIES, BACKUP_CATEGORY_IDS } from '@cloud-portal/domain/backup-categories';
import { DAY_IN_MS, TEMPORARY_BACKUP_RETENTION_DAYS } from '@cloud-portal/domain/constants';
import { SYNC_APP_CIDS } from '@cloud-portal/domain/sync-apps';
import autocannon from 'autocannon';
import Fastify from 'fastify';
import { buildApp } from '../src/app';
import { generateDemoPhoto } from '../src/demo/demo-photo-generator';
import { seedProductsDemo } from '../src/demo/seed-products';
import { addPhoto } from '../src/modules/gallery/gallery-service';
import { createTemporaryBackup } from '../src/modules/temporary-backup/temporary-backup-service';
import { fileBlobStoreIn } from '../src/storage/file-blob-store';
import { upsertAccountForIdentity } from '../src/auth/account-repository';
import { SessionRepository } from '../src/auth/session-repository';
import { readConfig } from '../src/config/config';
import type { DatabaseHandle } from '../src/db/database';
import { openDatabase, type DatabaseTarget } from '../src/db/open-database';
import { recordDeviceBackup } from '../src/modules/backup/backup-service';
import { registerDevice } from '../src/modules/devices/device-registry';
import { ensureCloudAccount } from '../src/modules/quota/cloud-account-settings';
import { reportSyncedContents } from '../src/modules/sync/synced-content-service';
import { startThrowawayPostgres } from '../../../scripts/throwaway-postgres.mjs';

const DEVICES = 50;
const ITEMS_PER_DEVICE = 400; // 200 synced + 200 backed-up content ids: 20,000 items in all
const HALF = ITEMS_PER_DEVICE / 2;
/** Every 10th device is a secure folder or knox space of the one before it (KNOX usage). */
const VIRTUAL_EVERY = 10;

/** The cids the portal knows first (counted by name), then made-up ones up to `length`. */
function cidsFor(known: readonly string[], unknownPrefix: string, length: number): string[] {
  const padding = Array.from({ length: Math.max(0, length - known.length) }, (_, i) => `${unknownPrefix}_${i}`);
  return [...known, ...padding].slice(0, length);
}

const SYNC_CIDS = cidsFor(SYNC_APP_CIDS, 'SYNC', HALF);
const BACKUP_CIDS = cidsFor(
  BACKUP_CATEGORY_IDS.flatMap((id) => BACKUP_CATEGORIES[id].cids),
  'BACKUP',
  HALF,
);
const CONNECTIONS = 50;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
/** Answers timed one by one per call before the load. */
const SOLO_RUNS = 15;

/** Gallery photos: the dashboard shows the first 4. */
const PHOTOS = 6;

interface Call {
  method: 'GET' | 'POST';
  path: string;
  body?: object;
}

/**
 * Every call the home dashboard makes when it opens (apps/web/src/app/routes/home-route.tsx
 * and its cards): the lists, the Gallery quota, 4 photos and their 240 px thumbnails, and the
 * device pictures (product fetch, then one image).
 */
function dashboardCalls(photoIds: readonly string[], imagePath: string): Call[] {
  return [
    { method: 'GET', path: '/api/quota/v3/usage' },
    { method: 'GET', path: '/api/backup/v4/devices' },
    { method: 'GET', path: '/api/ctb/csweb/backups' },
    { method: 'GET', path: '/api/device-context/v1/devices' },
    { method: 'GET', path: '/api/odi/v2/link/status' },
    { method: 'GET', path: '/api/kps/v2/manage/groups' },
    { method: 'GET', path: '/api/lgi/eos/v1/task/incompleted' },
    { method: 'GET', path: '/api/odi/v2/quota/gallery' },
    { method: 'GET', path: '/api/media/v1/photos?count=4' },
    ...photoIds.slice(0, 4).map((id): Call => ({ method: 'GET', path: `/api/media/v1/photos/${id}/thumbnail?size=240` })),
    { method: 'POST', path: '/api/pki/v2/products/fetch', body: { modelCodes: ['CP-P9100'], modelNames: ['P9100'] } },
    { method: 'GET', path: imagePath },
  ];
}

interface Figures {
  target: string;
  requestsPerSecond: number;
  p50: number;
  p99: number;
  /** Requests with no answer within autocannon's 10 s (the load outran the server). */
  timeouts: number;
  /** Other failed requests: connection errors and answers other than 2xx. */
  errors: number;
}

interface Seeded {
  sessionToken: string;
  photoIds: string[];
}

async function seed(database: DatabaseHandle, dataDir: string): Promise<Seeded> {
  const { db } = database;
  const account = await upsertAccountForIdentity(db, {
    issuer: 'https://bench.invalid',
    subject: 'bench-user',
    name: 'Bench User',
    loginId: 'bench@example.com',
    pictureUrl: null,
    emailVerified: true,
    idToken: null,
  });
  await ensureCloudAccount(db, account.id, { storageLimit: 200e9 });
  const now = new Date();
  for (let d = 0; d < DEVICES; d += 1) {
    const deviceId = `bench-device-${d}`;
    const virtual = d % VIRTUAL_EVERY === VIRTUAL_EVERY - 1;
    await registerDevice(db, account.id, {
      deviceId,
      deviceType: d % 3 === 0 ? 'tablet' : 'phone',
      ...(virtual && { virtualType: d % 20 === 19 ? ('knox' as const) : ('secure_folder' as const), parentDeviceId: `bench-device-${d - 1}` }),
      model: 'CP-P9100',
      modelCode: 'CP-P9100',
      modelName: 'P9100',
      lastAccessTime: now,
    });
    await reportSyncedContents(
      db,
      account.id,
      deviceId,
      SYNC_CIDS.map((cid, i) => ({ cid, cnt: i + 1, size: 1000 * (i + 1), state: 'on' as const, lastModifiedTime: now })),
    );
    await recordDeviceBackup(
      db,
      account.id,
      deviceId,
      BACKUP_CIDS.map((cid, i) => ({ cid, usage: 5000 * (i + 1), count: i + 1, state: 'on' as const, encrypted: false })),
      new Date(now.getTime() - d * DAY_IN_MS),
    );
  }
  for (const [index, daysAgo] of [2, 25].entries()) {
    await createTemporaryBackup(db, account.id, `bench-device-${index}`, {
      createdAt: new Date(now.getTime() - (TEMPORARY_BACKUP_RETENTION_DAYS - daysAgo) * DAY_IN_MS),
      size: 2e9,
      itemCount: 1200,
    });
  }
  await seedProductsDemo(db);
  const blobs = fileBlobStoreIn(dataDir);
  const photoIds: string[] = [];
  for (let index = 0; index < PHOTOS; index += 1) {
    const photo = await addPhoto(db, blobs, account.id, { bytes: await generateDemoPhoto(index), serverTimestamp: new Date(now.getTime() - index * 3_600_000) });
    photoIds.push(photo.photoId);
  }
  return { sessionToken: await new SessionRepository(db, 24 * 3600 * 1000).create(account.id, null), photoIds };
}

async function drive(target: string, url: string, calls: Call[], headers: Record<string, string>): Promise<Figures> {
  const result = await autocannon({
    url,
    connections: CONNECTIONS,
    duration: SECONDS,
    headers,
    requests: calls.map((call) => ({
      method: call.method,
      path: call.path,
      ...(call.body !== undefined && { body: JSON.stringify(call.body), headers: { ...headers, 'content-type': 'application/json' } }),
    })),
  });
  return {
    target,
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    timeouts: result.timeouts,
    errors: result.errors - result.timeouts + result.non2xx,
  };
}

async function benchPortal(kind: string, target: DatabaseTarget, dataDir: string): Promise<Figures> {
  const database = await openDatabase(target);
  const started = Date.now();
  const { sessionToken, photoIds } = await seed(database, dataDir);
  console.log(`  ${kind}: seeded ${DEVICES} devices and ${DEVICES * ITEMS_PER_DEVICE} content items in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  const config = readConfig({ LOG_LEVEL: 'silent', PORT: '1', WEB_SIGN_IN_VERIFICATION: 'always-verified', DATA_DIR: dataDir });
  const app = await buildApp({ config, database });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  const headers = { cookie: `portal_session=${sessionToken}`, 'x-portal-client': 'cloud-portal-web' };
  try {
    const products = await app.inject({
      method: 'POST',
      url: '/api/pki/v2/products/fetch',
      headers,
      payload: { modelCodes: ['CP-P9100'], modelNames: [] },
    });
    const imagePath = products.json<{ products: Array<{ images: Array<{ file: { downloadApi: string } }> }> }>().products[0]!.images[0]!.file.downloadApi;
    const calls = dashboardCalls(photoIds, imagePath);
    // Each call alone first, one after another: every answer must be a success (thumbnails are
    // made here), and the median time of each shows where the load's time goes.
    console.log(`  ${kind}: each call alone, median of ${SOLO_RUNS} answers one after another`);
    for (const call of calls) {
      const times: number[] = [];
      let bytes = 0;
      for (let run = 0; run < SOLO_RUNS; run += 1) {
        const begun = performance.now();
        const response = await app.inject({ method: call.method, url: call.path, headers, ...(call.body !== undefined && { payload: call.body }) });
        times.push(performance.now() - begun);
        if (response.statusCode >= 300) throw new Error(`${call.method} ${call.path} answered ${response.statusCode} ${response.body}`);
        bytes = response.rawPayload.length;
      }
      const median = times.sort((a, b) => a - b)[Math.floor(times.length / 2)] ?? 0;
      console.log(`    ${`${call.method} ${call.path}`.slice(0, 70).padEnd(72)} ${median.toFixed(1).padStart(7)} ms ${String(bytes).padStart(9)} bytes`);
    }
    return await drive(`portal dashboard calls (${kind})`, `http://127.0.0.1:${port}`, calls, headers);
  } finally {
    await app.close();
    await database.close();
  }
}

async function benchHelloWorld(): Promise<Figures> {
  const app = Fastify();
  app.get('/', async () => ({ hello: 'world' }));
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  try {
    return await drive('bare Fastify hello-world', `http://127.0.0.1:${port}`, [{ method: 'GET', path: '/' }], {});
  } finally {
    await app.close();
  }
}

/** Figures beside the hello-world's: req/s as a share of its rate, latencies as multiples of its. */
function print(rows: Figures[]): void {
  const baseline = rows.find((row) => row.target.startsWith('bare'));
  const ratio = (value: number, base: number | undefined) => (base ? `${(value / base).toFixed(1)}×` : '-');
  console.log(`\n${CONNECTIONS} connections, ${SECONDS} s per target, node ${process.version}`);
  console.log(
    'target'.padEnd(44),
    'req/s'.padStart(9),
    'p50 ms'.padStart(8),
    'p99 ms'.padStart(8),
    'req/s vs hello'.padStart(15),
    'p50 vs hello'.padStart(13),
    'p99 vs hello'.padStart(13),
    'timeouts'.padStart(9),
    'errors'.padStart(7),
  );
  for (const row of rows) {
    console.log(
      row.target.padEnd(44),
      row.requestsPerSecond.toFixed(0).padStart(9),
      String(row.p50).padStart(8),
      String(row.p99).padStart(8),
      `${((row.requestsPerSecond / (baseline?.requestsPerSecond ?? 1)) * 100).toFixed(1)}%`.padStart(15),
      ratio(row.p50, baseline?.p50).padStart(13),
      ratio(row.p99, baseline?.p99).padStart(13),
      String(row.timeouts).padStart(9),
      String(row.errors).padStart(7),
    );
  }
}

async function main(): Promise<void> {
  const rows: Figures[] = [await benchHelloWorld()];
  const pgliteDir = mkdtempSync(path.join(tmpdir(), 'bench-'));
  rows.push(await benchPortal('PGlite', { kind: 'pglite', dataDir: path.join(pgliteDir, 'pglite') }, pgliteDir));
  const given = process.env.TEST_DATABASE_URL;
  const throwaway = given ? null : await startThrowawayPostgres();
  try {
    const adminUrl = given ?? throwaway!.url;
    rows.push(await benchPortal('PostgreSQL', { kind: 'postgres', url: adminUrl }, mkdtempSync(path.join(tmpdir(), 'bench-'))));
  } finally {
    throwaway?.stop();
  }
  print(rows);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
