import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readForm, TestBrowser } from '@cloud-portal/idp/test-support/test-browser';
import { freePort } from './free-port';
import { commandLineOf, portalProcessOf, startCommandArgs } from './npm-start';
import { createTestDatabase, type TestDatabase } from './test-database';

const repoRoot = path.resolve(import.meta.dirname, '..', '..', '..');
/** What a TypeScript loader needs to get into a Node process by its command line. */
const LOADER_FLAGS = /^--(import|loader|experimental-loader|require)\b|^-r$/;
const TYPESCRIPT_TOOLS = /node_modules\/(tsx|typescript|esbuild)\//;

/**
 * Issue 14: `npm start` runs compiled JavaScript with plain `node`. The build runs as `npm start`
 * runs it, then the node command of the start script (scripts/run-portal.mjs, which runs
 * dist/start-portal.mjs) starts on free ports, a temporary DATA_DIR and this run's database;
 * once it says it is running it must answer /healthz and the web page.
 *
 * No TypeScript compiler in the process, checked from outside: a loader can only get into a
 * Node process through its command line (--import, --loader, --require), through NODE_OPTIONS,
 * or by being imported. The first two are read from the running process (/proc/<pid>/cmdline
 * and /proc/<pid>/environ); for the third, the build resolves every package the bundle imports
 * to a file, so the bundle's import list is the whole set of packages it can load, and no
 * tsx, typescript or esbuild file is among them.
 */
describe('the production start', () => {
  let testDatabase: TestDatabase;
  let dataDir: string;
  let portal: ChildProcess;
  let portalUrl: string;
  let portEnv: Record<string, string>;
  let output = '';

  /** Runs `npm start`'s node command on this test's ports, data folder and database; resolves once it is running. */
  async function startPortal(): Promise<ChildProcess> {
    output = '';
    const child = spawn(process.execPath, await startCommandArgs(repoRoot), {
      cwd: repoRoot,
      env: {
        PATH: process.env.PATH,
        ...portEnv,
        DATA_DIR: dataDir,
        LOG_LEVEL: 'warn',
        ...(testDatabase.target.kind === 'postgres' && { DATABASE_URL: testDatabase.target.url }),
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    await new Promise<void>((resolve, reject) => {
      const read = (chunk: Buffer) => {
        output += chunk.toString();
        if (output.includes(`Cloud Portal is running: ${portalUrl}`)) resolve();
      };
      child.stdout?.on('data', read);
      child.stderr?.on('data', read);
      child.once('exit', (code) => reject(new Error(`the portal exited (${code}) while starting:\n${output}`)));
    });
    return child;
  }

  async function stopPortal(): Promise<void> {
    if (portal?.exitCode !== null) return;
    const exited = new Promise((resolve) => portal.once('exit', resolve));
    portal.kill('SIGTERM');
    await exited;
  }

  beforeAll(async () => {
    // The server's build is what is under test, made now; the web app it serves is built only
    // when there is none (npm test builds it before the suites; any build has the page).
    const webBuilt = existsSync(path.join(repoRoot, 'apps', 'web', 'dist', 'index.html'));
    const build = webBuilt
      ? spawnSync(process.execPath, [path.join('scripts', 'build-portal.mjs')], { cwd: repoRoot, encoding: 'utf8' })
      : spawnSync('npm', ['run', '--silent', 'build'], { cwd: repoRoot, encoding: 'utf8' });
    expect(build.status, build.stderr).toBe(0);
    testDatabase = await createTestDatabase();
    dataDir = await mkdtemp(path.join(tmpdir(), 'portal-production-'));
    const port = await freePort();
    portalUrl = `http://localhost:${port}`;
    portEnv = { PORT: String(port), IDP_PORT: String(await freePort()) };
    portal = await startPortal();
  }, 300_000);

  afterAll(async () => {
    await stopPortal();
    await testDatabase?.dispose();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  it('answers the health check and the web page', async () => {
    const health = await fetch(`${portalUrl}/healthz`);
    expect(health.status).toBe(200);
    const page = await fetch(`${portalUrl}/`);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toMatch(/^text\/html/);
    expect(await page.text()).toContain('<div id="root">');
  });

  it('runs plain node on the built JavaScript, with no TypeScript loader', async () => {
    // npm start's node command, and the portal process it runs (on glibc, its child).
    const started = portal.pid!;
    const server = await portalProcessOf(started);
    for (const pid of new Set([started, server])) {
      const commandLine = await commandLineOf(pid);
      expect(commandLine[0]).toBe(process.execPath);
      expect(commandLine.filter((arg) => LOADER_FLAGS.test(arg))).toEqual([]);
      const environment = (await readFile(`/proc/${pid}/environ`, 'utf8')).split('\0');
      expect(environment.filter((entry) => entry.startsWith('NODE_OPTIONS='))).toEqual([]);
    }

    const bundle = await readFile(path.join(repoRoot, 'dist', 'start-portal.mjs'), 'utf8');
    const imported = [
      ...bundle.matchAll(/^import\s[^'"]*["']([^'"]+)["'];?$/gm),
      ...bundle.matchAll(/\bimport\(\s*["']([^'"]+)["']\s*\)/g),
    ].map((match) => match[1]!);
    expect(imported.length).toBeGreaterThan(0);
    expect(imported.filter((specifier) => !specifier.startsWith('node:') && !specifier.startsWith('../'))).toEqual([]);
    expect(imported.filter((specifier) => TYPESCRIPT_TOOLS.test(specifier))).toEqual([]);
  });

  it('runs the portal with the allocator settings of glibc (npm test runs on Debian)', async () => {
    const server = await portalProcessOf(portal.pid!);
    expect(server).not.toBe(portal.pid);
    expect((await commandLineOf(server)).at(-1)).toBe(path.join(repoRoot, 'dist', 'start-portal.mjs'));
    const environment = (await readFile(`/proc/${server}/environ`, 'utf8')).split('\0');
    expect(environment).toEqual(expect.arrayContaining(['MALLOC_ARENA_MAX=2', 'MALLOC_MMAP_THRESHOLD_=1048576']));
  });

  // Last: it restarts the portal. The embedded provider keeps its interactions, sessions and
  // codes in the portal's database (issue 20), so a sign-in begun before a restart ends after it.
  it('finishes at the provider a sign-in begun before the portal restarted', async () => {
    const browser = new TestBrowser();
    const toProvider = await browser.get(`${portalUrl}/auth/authorize?returnTo=%2F&goBackRoute=%2Flogin&locale=en-US&countryCode=US`);
    expect(toProvider.status).toBe(302);
    const authorizationUrl = new URL(toProvider.headers.get('location') ?? '');
    const loginPage = await browser.followWithin(authorizationUrl.origin, await browser.get(authorizationUrl));
    expect(loginPage.status).toBe(200);
    const form = readForm(await loginPage.text(), loginPage.url);

    await stopPortal();
    portal = await startPortal();

    const afterLogin = await browser.post(form.action, { ...form.fields, loginId: 'demo@example.com', password: 'CloudDemo-1' });
    const backToPortal = await browser.followWithin(authorizationUrl.origin, afterLogin);
    expect(backToPortal.status).toBe(303);
    expect(backToPortal.headers.get('location')).toMatch(new RegExp(`^${portalUrl}/auth/token/access\\?code=`));
  }, 300_000);
});
