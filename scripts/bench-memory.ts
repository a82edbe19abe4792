// `npm run bench:memory`: the portal process as `npm start` runs it (embedded provider, portal
// server, built web app in one process), its memory at idle and under load, on PGlite and on
// PostgreSQL (figures, not a pass/fail test). For each database it starts the process on free
// ports and a temporary DATA_DIR, signs the demo account in through the embedded provider
// (as a browser would), reads the portal process's RSS from /proc (Linux), then drives the
// home dashboard's GETs with autocannon (50 connections) and reports req/s, latencies and the
// highest RSS the process reached (the kernel's VmHWM, so start-up and load are both counted).
// On glibc the portal runs as the child of scripts/run-portal.mjs; that launcher's own
// memory is reported beside it.
//   BENCH_SECONDS (default 20) of load per database; BENCH_DATABASES=pglite or postgres to run
//   one; TEST_DATABASE_URL to use a running PostgreSQL instead of a throw-away one.
//   It runs the node command `npm start` ends with; BENCH_ENTRY=source runs
//   scripts/start-portal.ts through tsx instead (the start before issue 14).
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { readForm, TestBrowser } from '@cloud-portal/idp/test-support/test-browser';
import autocannon from 'autocannon';
import { freePort } from '../apps/server/test/free-port';
import { portalProcessOf, startCommandArgs } from '../apps/server/test/npm-start';
import { startThrowawayPostgres } from './throwaway-postgres.mjs';

const root = path.resolve(import.meta.dirname, '..');
const SECONDS = Number(process.env.BENCH_SECONDS ?? 20);
const CONNECTIONS = 50;
/** How long the process is left alone after sign-in before its idle RSS is read. */
const SETTLE_MS = 5000;
const DEMO = { loginId: 'demo@example.com', password: 'CloudDemo-1' };
const WEB_CLIENT = { 'x-portal-client': 'cloud-portal-web' };

/** The GETs the home dashboard makes when it opens (apps/web/src/app/routes/home-route.tsx). */
const DASHBOARD_LISTS = [
  '/api/quota/v3/usage',
  '/api/backup/v4/devices',
  '/api/ctb/csweb/backups',
  '/api/device-context/v1/devices',
  '/api/odi/v2/link/status',
  '/api/kps/v2/manage/groups',
  '/api/lgi/eos/v1/task/incompleted',
  '/api/odi/v2/quota/gallery',
  '/api/media/v1/photos?count=4',
];

interface Memory {
  rssMiB: number;
  peakMiB: number;
}

/** A field of a /proc file in MiB (`Name:   1234 kB`). */
function mibIn(file: string, field: string): number {
  return Number(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(readFileSync(file, 'utf8'))?.[1] ?? NaN) / 1024;
}

/** The process's resident set now and at its highest (VmRSS, VmHWM in /proc/<pid>/status). */
function memoryOf(pid: number): Memory {
  return { rssMiB: mibIn(`/proc/${pid}/status`, 'VmRSS'), peakMiB: mibIn(`/proc/${pid}/status`, 'VmHWM') };
}

/**
 * The launcher's memory when npm start's command runs the portal as its child (glibc Linux,
 * scripts/run-portal.mjs): its RSS, and its PSS, which shares the node binary's pages it has
 * in common with the portal between the two.
 */
function launcherMemoryOf(pid: number): { rssMiB: number; pssMiB: number } {
  return { rssMiB: mibIn(`/proc/${pid}/status`, 'VmRSS'), pssMiB: mibIn(`/proc/${pid}/smaps_rollup`, 'Pss') };
}

async function entryCommand(): Promise<string[]> {
  if (process.env.BENCH_ENTRY === 'source') return ['--import', 'tsx', 'scripts/start-portal.ts'];
  return startCommandArgs(root);
}

interface RunningPortal {
  child: ChildProcess;
  url: string;
  stop(): Promise<void>;
}

async function startPortal(env: Record<string, string>): Promise<RunningPortal> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'bench-memory-'));
  const port = await freePort();
  const idpPort = await freePort();
  const child = spawn(process.execPath, await entryCommand(), {
    cwd: root,
    env: { ...process.env, PORT: String(port), IDP_PORT: String(idpPort), DATA_DIR: dataDir, WEB_SIGN_IN_VERIFICATION: 'always-verified', ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let output = '';
  await new Promise<void>((resolve, reject) => {
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('Press Ctrl+C to stop.')) resolve();
    });
    child.once('exit', (code) => reject(new Error(`the portal exited (${code}) during start:\n${output}`)));
  });
  return {
    child,
    url: `http://localhost:${port}`,
    stop: async () => {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Signs the demo account in through the embedded provider; answers the session cookie. */
async function signIn(portalUrl: string): Promise<string> {
  const browser = new TestBrowser();
  const authorize = await browser.request(`${portalUrl}/auth/authorize`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...WEB_CLIENT },
    body: JSON.stringify({ returnTo: '/', locale: 'en-US', countryCode: 'US', goBackRoute: '/login' }),
  });
  const form = (await authorize.json()) as { action: string; fields: Record<string, string> };
  const providerUrl = new URL(form.action);
  for (const [name, value] of Object.entries(form.fields)) providerUrl.searchParams.set(name, value);
  const loginPage = await browser.followWithin(providerUrl.origin, await browser.get(providerUrl));
  const login = readForm(await loginPage.text(), loginPage.url);
  const back = await browser.followWithin(providerUrl.origin, await browser.post(login.action, { ...login.fields, ...DEMO }));
  const callback = await browser.get(new URL(back.headers.get('location') ?? '', portalUrl));
  const session = callback.headers
    .getSetCookie()
    .map((cookie) => /^portal_session=([^;]+)/.exec(cookie)?.[1])
    .find(Boolean);
  if (!session) throw new Error(`sign-in did not give a session (callback answered ${callback.status})`);
  return session;
}

interface Figures {
  database: string;
  idle: Memory;
  loadPeakMiB: number;
  peakMiB: number;
  requestsPerSecond: number;
  p50: number;
  p99: number;
  timeouts: number;
  errors: number;
  launcher: { rssMiB: number; pssMiB: number } | null;
}

async function bench(database: string, env: Record<string, string>): Promise<Figures> {
  const portal = await startPortal(env);
  try {
    const pid = await portalProcessOf(portal.child.pid!);
    const headers = { cookie: `portal_session=${await signIn(portal.url)}`, ...WEB_CLIENT };
    const photos = (await (await fetch(`${portal.url}/api/media/v1/photos?count=4`, { headers })).json()) as { list: Array<{ photoId: string }> };
    const paths = [...DASHBOARD_LISTS, ...photos.list.map((photo) => `/api/media/v1/photos/${photo.photoId}/thumbnail?size=240`)];
    for (const url of paths) {
      const response = await fetch(`${portal.url}${url}`, { headers });
      if (!response.ok) throw new Error(`GET ${url} answered ${response.status}`);
    }
    await sleep(SETTLE_MS);
    const idle = memoryOf(pid);
    let loadPeakMiB = idle.rssMiB;
    const sampler = setInterval(() => {
      loadPeakMiB = Math.max(loadPeakMiB, memoryOf(pid).rssMiB);
    }, 100);
    const result = await autocannon({
      url: portal.url,
      connections: CONNECTIONS,
      duration: SECONDS,
      headers,
      requests: paths.map((url) => ({ method: 'GET', path: url })),
    });
    clearInterval(sampler);
    return {
      database,
      idle,
      loadPeakMiB,
      peakMiB: memoryOf(pid).peakMiB,
      requestsPerSecond: result.requests.average,
      p50: result.latency.p50,
      p99: result.latency.p99,
      timeouts: result.timeouts,
      errors: result.errors - result.timeouts + result.non2xx,
      launcher: pid === portal.child.pid ? null : launcherMemoryOf(portal.child.pid!),
    };
  } finally {
    await portal.stop();
  }
}

async function print(rows: Figures[]): Promise<void> {
  console.log(`\n${CONNECTIONS} connections, ${SECONDS} s of dashboard GETs per database, node ${process.version}, entry: node ${(await entryCommand()).join(' ')}`);
  console.log(
    'database'.padEnd(12),
    'idle RSS'.padStart(9),
    'load RSS max'.padStart(13),
    'peak (HWM)'.padStart(11),
    'req/s'.padStart(8),
    'p50 ms'.padStart(7),
    'p99 ms'.padStart(7),
    'timeouts'.padStart(9),
    'errors'.padStart(7),
    'launcher RSS / PSS'.padStart(19),
  );
  const mib = (value: number) => `${value.toFixed(0)} MiB`;
  for (const row of rows) {
    console.log(
      row.database.padEnd(12),
      mib(row.idle.rssMiB).padStart(9),
      mib(row.loadPeakMiB).padStart(13),
      mib(row.peakMiB).padStart(11),
      row.requestsPerSecond.toFixed(0).padStart(8),
      String(row.p50).padStart(7),
      String(row.p99).padStart(7),
      String(row.timeouts).padStart(9),
      String(row.errors).padStart(7),
      (row.launcher ? `${mib(row.launcher.rssMiB)} / ${mib(row.launcher.pssMiB)}` : 'none').padStart(19),
    );
  }
}

async function main(): Promise<void> {
  const databases = (process.env.BENCH_DATABASES ?? 'pglite,postgres').split(',');
  if (process.env.BENCH_ENTRY !== 'source') {
    const build = spawnSync('npm', ['run', '--silent', 'build'], { cwd: root, stdio: 'inherit' });
    if (build.status !== 0) throw new Error('the build failed');
  }
  const rows: Figures[] = [];
  if (databases.includes('pglite')) rows.push(await bench('PGlite', {}));
  if (databases.includes('postgres')) {
    const given = process.env.TEST_DATABASE_URL;
    const throwaway = given ? null : await startThrowawayPostgres();
    try {
      rows.push(await bench('PostgreSQL', { DATABASE_URL: given ?? throwaway!.url }));
    } finally {
      throwaway?.stop();
    }
  }
  await print(rows);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
