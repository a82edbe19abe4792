import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from '../../apps/server/test/free-port';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

/**
 * Starts the portal exactly as `npm start` does after its build step (scripts/start-portal.ts):
 * embedded sign-in provider, portal server on PGlite, built web app. The URLs reach the tests
 * through environment variables; the returned function stops everything.
 */
export default async function globalSetup(): Promise<() => Promise<void>> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'portal-e2e-'));
  const port = await freePort();
  const idpPort = await freePort();
  const portalUrl = `http://localhost:${port}`;
  const output: string[] = [];
  // `node --import tsx` rather than npx: one process, so the stop signal reaches the portal itself.
  const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/start-portal.ts'], {
    cwd: repoRoot,
    env: { ...process.env, PORT: String(port), IDP_PORT: String(idpPort), DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => output.push(chunk.toString()));

  await waitForReady(`${portalUrl}/readyz`, child, output);
  await waitFor(() => output.join('').includes('Demo accounts'), 10_000, 'the demo credentials to be printed');

  process.env.PORTAL_URL = portalUrl;
  process.env.IDP_URL = `http://localhost:${idpPort}`;
  process.env.PORTAL_START_OUTPUT = output.join('');

  return async () => {
    await stop(child);
    rmSync(dataDir, { recursive: true, force: true });
  };
}

async function waitForReady(url: string, child: ChildProcess, output: string[]): Promise<void> {
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the portal exited during start:\n${output.join('')}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  child.kill('SIGKILL');
  throw new Error(`the portal did not become ready at ${url}:\n${output.join('')}`);
}

async function waitFor(check: () => boolean, timeoutMs: number, what: string): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

function stop(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null) return resolve();
    const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
    child.kill('SIGTERM');
  });
}
