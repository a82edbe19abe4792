// `npm run bench:soak`: a long, mixed load on PostgreSQL, to show whether the portal stays
// steady over time (issue 20 part 6): dashboard reads of several users, a device's uploads
// (synced-app reports, each a write that makes every node forget what it kept of the account)
// and deletions (a browser signing another one out), at 80 % of the throughput measured
// first, for SOAK_MINUTES (default 10) minutes. Prints, per minute, the requests answered, the
// errors, the p99 latency and the server's resident memory, then whether the last minute's
// p99 and memory stay within 10 % of the second minute's (the first warms the caches).
//   SOAK_USERS (default 20) accounts, each the demo-sized account; TEST_DATABASE_URL to use a
//   running PostgreSQL instead of a throw-away one. Figures, not a pass/fail test: it prints
//   PASS or MISS and exits 0 either way.
import autocannon from 'autocannon';
import { approvingDevicesOf } from '../src/modules/verification/verification-service';
import { DeviceCredentialRepository } from '../src/modules/device-api/device-credential-repository';
import { listDevices } from '../src/modules/devices/device-registry';
import { fileBlobStoreIn } from '../src/storage/file-blob-store';
import { cookieHeader, copyAccount, copySessionToken, seedDemoSizedAccount, signInBenchUser } from './bench-accounts';
import { freshDatabase, stopPostgresServer } from './bench-database';
import { dashboardCallsOf } from './dashboard-calls';
import { CONNECTIONS, dashboardRotation, drive, warmUp, type UserCalls } from './load';
import { startPortalServer } from './server-under-test';

const MINUTES = readWholeNumber('SOAK_MINUTES', 10, 2, 240);
const USERS = readWholeNumber('SOAK_USERS', 20, 1, 1000);
/** Of the requests: one in this many is a device's upload, one in DELETE_EVERY a deletion. */
const UPLOAD_EVERY = 20;
const DELETE_EVERY = 200;
/** The share of the measured maximum the soak runs at. */
const LOAD_SHARE = 0.8;
/** Within this much of the second minute's figure, the last minute's counts as flat. */
const FLAT_WITHIN = 0.1;
const CALIBRATION_SECONDS = 10;
const CLIENT_HEADER = { 'x-portal-client': 'cloud-portal-web' };

function readWholeNumber(name: string, fallback: number, min: number, max: number): number {
  const value = process.env[name]?.trim() || String(fallback);
  if (!/^\d+$/.test(value) || Number(value) < min || Number(value) > max) {
    throw new Error(`${name} must be a whole number from ${min} to ${max} (got "${value}")`);
  }
  return Number(value);
}

/** One request of the mix, as autocannon sends it. */
interface SoakRequest {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  path: string;
  headers: Record<string, string>;
  body?: string;
}

interface Minute {
  minute: number;
  requests: number;
  errors: number;
  timeouts: number;
  p99: number;
  rssMiB: number;
}

/** The sessions a deletion signs out, each once: the handles of the deleting user's other sessions. */
async function sessionHandles(url: string, cookie: string): Promise<string[]> {
  const response = await fetch(`${url}/api/security/v1/sessions`, { headers: { ...CLIENT_HEADER, cookie } });
  if (!response.ok) throw new Error(`GET /api/security/v1/sessions answered ${response.status}`);
  const { sessions } = (await response.json()) as { sessions: { sessionId: string; isCurrent?: boolean }[] };
  // The first is the deleting browser's own session (contract: this one first).
  return sessions.slice(1).map((session) => session.sessionId);
}

async function main(): Promise<void> {
  console.log(`Soak: ${MINUTES} minutes on PostgreSQL, ${USERS} users, ${CONNECTIONS} connections`);
  const database = await freshDatabase('postgres');
  try {
    const seeding = performance.now();
    const handle = await database.open();
    const templateId = await seedDemoSizedAccount(handle.db, fileBlobStoreIn(database.portal.dataDir));
    const templateCookie = await signInBenchUser(handle.db, templateId);
    if (USERS > 1) await copyAccount(handle.db, templateId, 1, USERS - 1);
    const [phone] = approvingDevicesOf(await listDevices(handle.db, templateId));
    if (!phone) throw new Error('the demo-sized account has no phone to upload from');
    const deviceToken = await new DeviceCredentialRepository(handle.db).issue(templateId, phone.deviceId);
    if (!deviceToken) throw new Error('no device credential could be issued');
    await handle.close();
    console.log(`  seeded ${USERS} accounts in ${((performance.now() - seeding) / 1000).toFixed(1)} s`);

    const server = await startPortalServer(database.portal);
    try {
      const cookies = [templateCookie, ...Array.from({ length: USERS - 1 }, (_, i) => cookieHeader(copySessionToken(i + 1)))];
      const users: UserCalls[] = await Promise.all(cookies.map(async (cookie) => ({ cookie, calls: await dashboardCallsOf(server.url, cookie) })));
      await warmUp(server.url, users);
      // Reads alone are the fastest the mix can go: enough sessions to sign out at that pace.
      const readsOnly = await drive(server.url, users, CALIBRATION_SECONDS);
      const deletions = Math.ceil((readsOnly.requestsPerSecond * (60 * MINUTES + CALIBRATION_SECONDS)) / DELETE_EVERY);
      const sessions = await database.open();
      for (let n = 0; n < deletions; n += 1) await signInBenchUser(sessions.db, templateId);
      await sessions.close();
      const toSignOut = await sessionHandles(server.url, templateCookie);
      console.log(`  ${toSignOut.length} other sessions of the first user to sign out, one in ${DELETE_EVERY} requests`);
      const upload = JSON.stringify({ items: [{ cid: 'notes', cnt: 12, size: 34_567, state: 'on', lastModifiedTime: Date.now() }] });
      let sent = 0;
      const nextDashboardCall = dashboardRotation(users);
      const nextRequest = (): SoakRequest => {
        sent += 1;
        if (sent % DELETE_EVERY === 0 && toSignOut.length > 0) {
          return { method: 'DELETE', path: `/api/security/v1/sessions/${toSignOut.pop()}`, headers: { ...CLIENT_HEADER, cookie: templateCookie } };
        }
        if (sent % UPLOAD_EVERY === 0) {
          return {
            method: 'PUT',
            path: '/device-api/v1/synced-contents',
            headers: { authorization: `Bearer ${deviceToken}`, 'content-type': 'application/json' },
            body: upload,
          };
        }
        const { user, call } = nextDashboardCall();
        return {
          method: call.method,
          path: call.path,
          headers: { ...CLIENT_HEADER, cookie: user.cookie, ...(call.body !== undefined && { 'content-type': 'application/json' }) },
          ...(call.body !== undefined && { body: JSON.stringify(call.body) }),
        };
      };

      const runMix = (seconds: number, overallRate?: number) =>
        autocannon({
          url: server.url,
          connections: CONNECTIONS,
          duration: seconds,
          ...(overallRate !== undefined && { overallRate }),
          requests: [{ setupRequest: (request) => ({ ...request, body: undefined, ...nextRequest() }) }],
        });

      // The maximum is the mix's own, as fast as it goes; the soak runs at a share of it.
      const maximum = await runMix(CALIBRATION_SECONDS);
      const rate = Math.round(maximum.requests.average * LOAD_SHARE);
      console.log(
        `  maximum of the mix (${CALIBRATION_SECONDS} s): ${Math.round(maximum.requests.average)} req/s (reads alone ${Math.round(readsOnly.requestsPerSecond)}); soak at ${rate} req/s`,
      );

      const minutes: Minute[] = [];
      console.log('  minute  requests  errors  time-outs  p99 ms  RSS MiB');
      for (let minute = 1; minute <= MINUTES; minute += 1) {
        const result = await runMix(60, rate);
        const row: Minute = {
          minute,
          requests: result.requests.total,
          errors: result.errors - result.timeouts + result.non2xx,
          timeouts: result.timeouts,
          p99: result.latency.p99,
          rssMiB: server.memory().rssMiB,
        };
        minutes.push(row);
        console.log(
          `  ${String(minute).padStart(6)}  ${String(row.requests).padStart(8)}  ${String(row.errors).padStart(6)}  ${String(row.timeouts).padStart(9)}  ${String(row.p99).padStart(6)}  ${String(row.rssMiB).padStart(7)}`,
        );
      }
      printVerdict(minutes);
    } finally {
      await server.stop();
    }
  } finally {
    await database.dispose();
    stopPostgresServer();
  }
}

function printVerdict(minutes: readonly Minute[]): void {
  const second = minutes[1]!;
  const last = minutes[minutes.length - 1]!;
  const flat = (now: number, then: number) => now <= then * (1 + FLAT_WITHIN);
  const errors = minutes.reduce((sum, row) => sum + row.errors + row.timeouts, 0);
  const verdict = (ok: boolean) => (ok ? 'PASS' : 'MISS');
  console.log(`\n  ${verdict(errors === 0)}  errors and time-outs: ${errors} (target 0)`);
  console.log(`  ${verdict(flat(last.p99, second.p99))}  p99: last minute ${last.p99} ms, second ${second.p99} ms (within ${FLAT_WITHIN * 100} %)`);
  console.log(`  ${verdict(flat(last.rssMiB, second.rssMiB))}  RSS: last minute ${last.rssMiB} MiB, second ${second.rssMiB} MiB (within ${FLAT_WITHIN * 100} %)`);
}

main().catch((error: unknown) => {
  console.error(error);
  stopPostgresServer();
  process.exit(1);
});
