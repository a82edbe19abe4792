// The processes bench:api measures, each in a child process of its own so that its memory can
// be read from /proc and its CPU is not the load generator's. The portal server runs as in
// production: the built server (dist/portal-server.mjs, which `npm run bench:api` builds
// first) under the Node options of `npm start` and its memory allocator settings.
import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { ALLOCATOR_SETTINGS } from '../../../scripts/allocator-settings.mjs';
import { freePort } from '../test/free-port';
import { startCommandArgs } from '../test/npm-start';

const REPO_ROOT = path.resolve(import.meta.dirname, '../../..');

/** The built portal server alone (the provider's sign-ins are not measured). */
const PORTAL_SERVER_ENTRY = 'dist/portal-server.mjs';

/**
 * The portal server as `npm start` runs it, without the provider: npm start's Node options, its
 * own entry. With BENCH_CPU_PROFILE_DIR set, each server writes a V8 CPU profile there as it
 * stops (open it in Chrome DevTools): where a request's CPU goes, under the bench's load.
 */
async function portalServerCommand(): Promise<string[]> {
  const startArgs = await startCommandArgs(REPO_ROOT);
  const profileDir = process.env.BENCH_CPU_PROFILE_DIR;
  const profiling = profileDir ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] : [];
  return [process.execPath, ...profiling, ...startArgs.slice(0, -1), PORTAL_SERVER_ENTRY];
}

/** A bare Node `http` server answering one small JSON body: the ceiling the portal is compared with. */
const HELLO_WORLD_COMMAND = [
  process.execPath,
  '-e',
  `require('node:http').createServer((q, s) => { s.setHeader('content-type', 'application/json'); s.end('{"hello":"world"}'); }).listen(Number(process.env.PORT), '127.0.0.1', () => process.stdout.write('ready\\n'));`,
];

const READY_TIMEOUT_MS = 120_000;

/** Resident memory of a process, from /proc/<pid>/status. */
export interface ProcessMemory {
  /** VmRSS: resident now. */
  rssMiB: number;
  /** VmHWM: the most it was resident since it started. */
  peakMiB: number;
}

export interface RunningProcess {
  url: string;
  memory(): ProcessMemory;
  /** CPU time the process has used so far (user + system), in ms: it counts the work, not the waiting. */
  cpuMs(): number;
  stop(): Promise<void>;
}

/** Where the portal keeps its data: PGlite files under dataDir, or a PostgreSQL database. */
export interface PortalTarget {
  dataDir: string;
  databaseUrl: string | null;
}

/** Starts the portal server on a free port and resolves once /readyz answers. */
export async function startPortalServer(target: PortalTarget): Promise<RunningProcess> {
  const port = await freePort();
  const env = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    DATA_DIR: target.dataDir,
    DATABASE_URL: target.databaseUrl ?? '',
    LOG_LEVEL: 'silent',
    WEB_DIST_DIR: '/nonexistent-web-dist',
    ...ALLOCATOR_SETTINGS,
  };
  const child = spawnChild(await portalServerCommand(), env);
  const url = `http://127.0.0.1:${port}`;
  await waitUntil(child, async () => (await fetch(`${url}/readyz`)).ok);
  return running(child, url);
}

export async function startHelloWorld(): Promise<RunningProcess> {
  const port = await freePort();
  const child = spawnChild(HELLO_WORLD_COMMAND, { ...process.env, PORT: String(port) });
  const url = `http://127.0.0.1:${port}`;
  await waitUntil(child, async () => (await fetch(url)).ok);
  return running(child, url);
}

function spawnChild([command, ...args]: string[], env: NodeJS.ProcessEnv): ChildProcess {
  const child = spawn(command!, args, { cwd: REPO_ROOT, env, stdio: ['ignore', 'ignore', 'inherit'] });
  child.on('exit', (code, signal) => {
    if (code !== 0 && signal === null) console.error(`  ${command} ${args.at(-1)} exited with ${code}`);
  });
  return child;
}

/** Polls `isReady` until it holds; fails when the child exits first or takes too long. */
async function waitUntil(child: ChildProcess, isReady: () => Promise<boolean>): Promise<void> {
  const exited = new Promise<never>((_, reject) => child.once('exit', (code) => reject(new Error(`child exited with ${code} before it was ready`))));
  exited.catch(() => undefined);
  const deadline = Date.now() + READY_TIMEOUT_MS;
  while (Date.now() < deadline) {
    const ready = await Promise.race([isReady().catch(() => false), exited]);
    if (ready) return;
    await Promise.race([new Promise((resolve) => setTimeout(resolve, 100)), exited]);
  }
  child.kill();
  throw new Error('child did not get ready in time');
}

function running(child: ChildProcess, url: string): RunningProcess {
  const pid = child.pid!;
  return {
    url,
    memory: () => memoryOf(pid),
    cpuMs: () => cpuMsOf(pid),
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null || child.signalCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

function memoryOf(pid: number): ProcessMemory {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kib = (field: string) => Number(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? 0);
  return { rssMiB: kib('VmRSS') / 1024, peakMiB: kib('VmHWM') / 1024 };
}

/** Clock ticks per second of /proc/<pid>/stat (USER_HZ, 100 on Linux). */
const TICKS_PER_SECOND = 100;

function cpuMsOf(pid: number): number {
  // Fields after the command name (which may hold spaces): utime and stime are the 12th and 13th.
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / TICKS_PER_SECOND;
}
