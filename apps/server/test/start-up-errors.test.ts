import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const repoRoot = path.resolve(import.meta.dirname, '..', '..', '..');

/** Starts an entry point the way an operator would and captures what it prints. */
function start(entry: string, env: Record<string, string>) {
  const result = spawnSync(process.execPath, ['--import', 'tsx', entry], {
    cwd: repoRoot,
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', LOG_LEVEL: 'silent', ...env },
    encoding: 'utf8',
    timeout: 60_000,
  });
  const lines = result.stderr
    .split('\n')
    .filter((line) => line.trim() !== '' && !line.includes('ExperimentalWarning') && !line.includes('--trace-warnings'));
  return { status: result.status, lines };
}

describe('bad configuration at start', () => {
  it.each([
    ['apps/server/src/main.ts', { PORT: 'abc' }, 'Configuration error: PORT: must be a whole number from 1 to 65535 (got "abc")'],
    ['scripts/start-portal.ts', { PORT: 'abc' }, 'Configuration error: PORT: must be a whole number from 1 to 65535 (got "abc")'],
    ['scripts/start-portal.ts', { IDP_PORT: '-1' }, 'Configuration error: IDP_PORT: must be a whole number from 1 to 65535 (got "-1")'],
    // The end-to-end tests' accounts with known passwords, asked for beside a real database: refused before it is opened.
    [
      'scripts/start-portal.ts',
      { E2E_WORKER_ACCOUNTS: '1', DATABASE_URL: 'postgres://portal:secret@127.0.0.1:1/portal' },
      'Configuration error: E2E_WORKER_ACCOUNTS: makes test accounts with known passwords, for the end-to-end tests only: refused with DATABASE_URL set',
    ],
    [
      'apps/server/src/main.ts',
      { DATABASE_URL: 'postgres://portal:secret@127.0.0.1:1/portal' },
      /^Configuration error: DATABASE_URL: cannot connect to 127\.0\.0\.1:1\/portal \(ECONNREFUSED/,
    ],
  ])('%s with %o exits with one line naming the variable', (entry, env, message) => {
    const { status, lines } = start(entry, env);
    expect(status).toBe(1);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(message);
  });
});
