import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FullConfig } from '@playwright/test';
import { freePort } from '../../apps/server/test/free-port';

/** The repository root: scripts run from here. */
export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

export interface PortalStack {
  portalUrl: string;
  providerUrl: string;
  /** What the portal printed while starting. */
  output: string;
  dataDir: string;
  stop(): Promise<void>;
}

/**
 * Starts the portal that `npm start` builds (dist/start-portal.mjs):
 * embedded sign-in provider, portal server on PGlite, built web app, on free ports and a
 * temporary data folder. `env` adds or overrides variables (e.g. WEB_SIGN_IN_VERIFICATION).
 */
export async function startPortalStack(env: Record<string, string> = {}): Promise<PortalStack> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'portal-e2e-'));
  const port = await freePort();
  const idpPort = await freePort();
  const portalUrl = `http://localhost:${port}`;
  const output: string[] = [];
  // The built portal (npm start's build step made it) run by node itself rather than npm or
  // npm start's launcher: one process, so the stop signal reaches the portal itself.
  const child = spawn(process.execPath, ['dist/start-portal.mjs'], {
    cwd: repoRoot,
    env: { ...process.env, PORT: String(port), IDP_PORT: String(idpPort), DATA_DIR: dataDir, LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => output.push(chunk.toString()));

  await waitForReady(`${portalUrl}/readyz`, child, output);
  await waitFor(() => output.join('').includes('Demo accounts'), 10_000, 'the demo credentials to be printed');
  return {
    portalUrl,
    providerUrl: `http://localhost:${idpPort}`,
    output: output.join(''),
    dataDir,
    stop: async () => {
      await stop(child);
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * The stack every journey shares. Browsers count as verified here, so journeys that are not
 * about web sign-in verification are not sent to it; the verification journey starts a stack
 * of its own with the default policy. Each worker has an account of its own there for the
 * journeys that change data (worker-account.ts).
 */
export default async function globalSetup(config: FullConfig): Promise<() => Promise<void>> {
  const stack = await startPortalStack({ WEB_SIGN_IN_VERIFICATION: 'always-verified', E2E_WORKER_ACCOUNTS: String(config.workers) });
  process.env.PORTAL_URL = stack.portalUrl;
  process.env.IDP_URL = stack.providerUrl;
  process.env.PORTAL_START_OUTPUT = stack.output;
  // Journeys that play a device read the demo devices' credentials the portal wrote there.
  process.env.PORTAL_DATA_DIR = stack.dataDir;
  return stack.stop;
}

async function waitForReady(url: string, child: ChildProcess, output: string[]): Promise<void> {
  const deadline = Date.now() + 180_000;
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
