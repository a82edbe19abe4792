// `npm run bench:api`: how fast the home dashboard's calls answer under load, on PGlite and on
// PostgreSQL, beside a bare Node `http` hello-world measured in the same run (figures, not a
// pass/fail test). The portal server runs as a child process (server-under-test.ts), so its
// resident memory is read at idle and at peak. Two accounts: the demo-sized one (the demo
// seeder's, 7 devices) and the large one (50 devices, 20,000 content items). Then a scale run:
// the demo-sized account copied in bulk to 1, 100 and 10,000 accounts, the calls made by up to
// 100 of them at random, to show whether a user's latency stays flat as accounts grow.
//   BENCH_SECONDS (default 10) per load; BENCH_DATABASES (default "pglite,postgres");
//   BENCH_SCALE (default "1,100,10000"; "" skips the scale run) on BENCH_SCALE_DATABASES
//   (default "postgres"); TEST_DATABASE_URL to use a running PostgreSQL instead of starting a
//   throw-away one. CPU ms per request is the server's own CPU time: on a machine other
//   processes keep busy it moves far less than the latencies do.
import { fileBlobStoreIn } from '../src/storage/file-blob-store';
import { cookieHeader, copyAccount, copySessionToken, seedDemoSizedAccount, seedLargeAccount, signInBenchUser } from './bench-accounts';
import { DATABASE_NAMES, freshDatabase, stopPostgresServer, type DatabaseKind } from './bench-database';
import { dashboardCallsOf } from './dashboard-calls';
import { CONNECTIONS, drive, printSoloTimes, warmUp, type LoadFigures, type UserCalls } from './load';
import { startHelloWorld, startPortalServer } from './server-under-test';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const DATABASES = (process.env.BENCH_DATABASES ?? 'pglite,postgres').split(',').filter(Boolean) as DatabaseKind[];
const SCALE = (process.env.BENCH_SCALE ?? '1,100,10000').split(',').filter(Boolean).map(Number);
/** The scale run's databases: PostgreSQL, what a portal of thousands of accounts runs on. */
const SCALE_DATABASES = (process.env.BENCH_SCALE_DATABASES ?? 'postgres').split(',').filter(Boolean) as DatabaseKind[];
/** Users whose dashboards the scale run drives, at most (a busy portal's active users). */
const SCALE_USERS = 100;


interface Row extends LoadFigures {
  target: string;
  /** Server CPU time per answered request, ms: robust to other processes taking the machine. */
  cpuMsPerRequest: number | null;
  /** MiB resident when the server had started, and the most it held up to the end of this load. */
  idleMiB: number | null;
  peakMiB: number | null;
}

function seconds(since: number): string {
  return `${((performance.now() - since) / 1000).toFixed(1)} s`;
}

/** The demo-sized and the large account on one database, each driven alone. */
async function benchAccounts(kind: DatabaseKind): Promise<Row[]> {
  const name = DATABASE_NAMES[kind];
  const database = await freshDatabase(kind);
  try {
    const seeding = performance.now();
    const handle = await database.open();
    const blobs = fileBlobStoreIn(database.portal.dataDir);
    const accounts = [
      { label: 'demo-sized account', cookie: await signInBenchUser(handle.db, await seedDemoSizedAccount(handle.db, blobs)) },
      { label: 'large account', cookie: await signInBenchUser(handle.db, await seedLargeAccount(handle.db, blobs)) },
    ];
    await handle.close();
    console.log(`  ${name}: seeded the demo-sized and the large account in ${seconds(seeding)}`);
    const server = await startPortalServer(database.portal);
    const idle = server.memory();
    try {
      const rows: Row[] = [];
      for (const { label, cookie } of accounts) {
        const user: UserCalls = { cookie, calls: await dashboardCallsOf(server.url, cookie) };
        await printSoloTimes(`${name}, ${label}`, server.url, user);
        await warmUp(server.url, [user]);
        const cpuBefore = server.cpuMs();
        const figures = await drive(server.url, [user], SECONDS);
        const cpuMsPerRequest = (server.cpuMs() - cpuBefore) / Math.max(1, figures.requests);
        rows.push({ target: `${label} (${name})`, ...figures, cpuMsPerRequest, idleMiB: idle.rssMiB, peakMiB: server.memory().peakMiB });
      }
      return rows;
    } finally {
      await server.stop();
    }
  } finally {
    await database.dispose();
  }
}

interface ScaleRow extends LoadFigures {
  accounts: number;
  cpuMsPerRequest: number;
  users: number;
  seeding: string;
  /**
   * The first user's p99 with that user alone driven: the same load at every count, so it
   * shows what the accounts alone cost a user (the target), where `p99` also grows with the
   * users driven (1 at one account, up to SCALE_USERS after).
   */
  aloneP99: number;
}

/** A random sample of `size` of the numbers 1 … count-1 (the copies), the template's user first. */
function sampleCopies(count: number, size: number): number[] {
  const copies = Array.from({ length: count - 1 }, (_, i) => i + 1);
  for (let i = copies.length - 1; i > 0; i -= 1) {
    const j = Math.floor(Math.random() * (i + 1));
    [copies[i], copies[j]] = [copies[j]!, copies[i]!];
  }
  return copies.slice(0, size - 1);
}

/** The demo-sized account copied to each count of SCALE, up to SCALE_USERS of them driven at random. */
async function benchScale(kind: DatabaseKind): Promise<ScaleRow[]> {
  const name = DATABASE_NAMES[kind];
  const database = await freshDatabase(kind);
  try {
    let handle = await database.open();
    const templateId = await seedDemoSizedAccount(handle.db, fileBlobStoreIn(database.portal.dataDir));
    const templateCookie = await signInBenchUser(handle.db, templateId);
    await handle.close();
    const rows: ScaleRow[] = [];
    let accounts = 1;
    for (const count of SCALE) {
      const seeding = performance.now();
      if (count > accounts) {
        handle = await database.open();
        await copyAccount(handle.db, templateId, accounts, count - 1);
        await handle.close();
        accounts = count;
      }
      const seeded = seconds(seeding);
      const server = await startPortalServer(database.portal);
      try {
        const cookies = [templateCookie, ...sampleCopies(count, Math.min(count, SCALE_USERS)).map((n) => cookieHeader(copySessionToken(n)))];
        const users = await Promise.all(cookies.map(async (cookie) => ({ cookie, calls: await dashboardCallsOf(server.url, cookie) })));
        await warmUp(server.url, users);
        const cpuBefore = server.cpuMs();
        const figures = await drive(server.url, users, SECONDS);
        const cpuMsPerRequest = (server.cpuMs() - cpuBefore) / Math.max(1, figures.requests);
        const alone = users.length === 1 ? figures : await drive(server.url, users.slice(0, 1), SECONDS);
        rows.push({ accounts: count, users: users.length, seeding: seeded, cpuMsPerRequest, ...figures, aloneP99: alone.p99 });
        console.log(`  ${name} scale: ${count} accounts (copied in ${seeded}), ${users.length} users driven: p99 ${figures.p99} ms; one user alone: p99 ${alone.p99} ms`);
      } finally {
        await server.stop();
      }
    }
    return rows;
  } finally {
    await database.dispose();
  }
}

async function benchHelloWorld(): Promise<Row> {
  const server = await startHelloWorld();
  try {
    const user = { cookie: '', calls: [{ method: 'GET' as const, path: '/' }] };
    await warmUp(server.url, [user]);
    const cpuBefore = server.cpuMs();
    const figures = await drive(server.url, [user], SECONDS);
    const cpuMsPerRequest = (server.cpuMs() - cpuBefore) / Math.max(1, figures.requests);
    return { target: 'bare Node http hello-world', ...figures, cpuMsPerRequest, idleMiB: null, peakMiB: null };
  } finally {
    await server.stop();
  }
}

const mib = (value: number | null) => (value === null ? '-' : value.toFixed(0));

/** Figures beside the hello-world's: req/s as a share of its rate, latencies as multiples of its. */
function printRows(rows: Row[]): void {
  const baseline = rows[0]!;
  const ratio = (value: number, base: number) => (base > 0 ? `${(value / base).toFixed(1)}×` : '-');
  console.log(`\n${CONNECTIONS} connections, ${SECONDS} s per target, node ${process.version}`);
  const header = ['target', 'req/s', 'p50 ms', 'p99 ms', 'req/s vs hello', 'p99 vs hello', 'timeouts', 'errors', 'CPU ms/req', 'RSS idle MiB', 'RSS peak MiB'];
  const widths = [36, 8, 7, 7, 15, 13, 9, 7, 11, 13, 13];
  const line = (cells: string[]) => cells.map((cell, i) => (i === 0 ? cell.padEnd(widths[i]!) : cell.padStart(widths[i]!))).join(' ');
  console.log(line(header));
  for (const row of rows) {
    console.log(
      line([
        row.target,
        row.requestsPerSecond.toFixed(0),
        String(row.p50),
        String(row.p99),
        `${((row.requestsPerSecond / baseline.requestsPerSecond) * 100).toFixed(1)}%`,
        ratio(row.p99, baseline.p99),
        String(row.timeouts),
        String(row.errors),
        row.cpuMsPerRequest === null ? '-' : row.cpuMsPerRequest.toFixed(2),
        mib(row.idleMiB),
        mib(row.peakMiB),
      ]),
    );
  }
}

function printScale(kind: DatabaseKind, rows: ScaleRow[]): void {
  const first = rows[0];
  console.log(`\nScale run (${DATABASE_NAMES[kind]}): the demo-sized account copied, up to ${SCALE_USERS} users' dashboards at random`);
  console.log(`(alone: the first user's dashboard alone, the same load at every count: what the accounts alone cost a user)`);
  console.log(['accounts', 'users', 'copied in', 'req/s', 'p50 ms', 'p99 ms', 'p99 vs 1st', 'alone p99', 'alone vs 1st', 'CPU ms/req', 'timeouts', 'errors'].map((cell, i) => (i === 0 ? cell.padEnd(9) : cell.padStart(10))).join(' '));
  for (const row of rows) {
    console.log(
      [
        String(row.accounts).padEnd(9),
        ...[
          String(row.users),
          row.seeding,
          row.requestsPerSecond.toFixed(0),
          String(row.p50),
          String(row.p99),
          first && first.p99 > 0 ? `${(row.p99 / first.p99).toFixed(2)}×` : '-',
          String(row.aloneP99),
          first && first.aloneP99 > 0 ? `${(row.aloneP99 / first.aloneP99).toFixed(2)}×` : '-',
          row.cpuMsPerRequest.toFixed(2),
          String(row.timeouts),
          String(row.errors),
        ].map((cell) => cell.padStart(10)),
      ].join(' '),
    );
  }
}

async function main(): Promise<void> {
  const rows: Row[] = [await benchHelloWorld()];
  const scale = new Map<DatabaseKind, ScaleRow[]>();
  try {
    for (const kind of DATABASES) rows.push(...(await benchAccounts(kind)));
    if (SCALE.length > 0) for (const kind of SCALE_DATABASES) scale.set(kind, await benchScale(kind));
  } finally {
    stopPostgresServer();
  }
  printRows(rows);
  for (const [kind, scaleRows] of scale) printScale(kind, scaleRows);
}

main().catch((error: unknown) => {
  console.error(error);
  stopPostgresServer();
  process.exit(1);
});
