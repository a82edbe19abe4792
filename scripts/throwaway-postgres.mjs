// A throw-away PostgreSQL server for the PostgreSQL test suite: initdb into a temporary
// folder, listen on a free loopback port, trust authentication, no fsync. Started by
// scripts/run-tests.mjs (and usable alone: `node scripts/throwaway-postgres.mjs start`
// prints shell exports, `... stop <dir>` ends it).
import { execFileSync } from 'node:child_process';
import { chmodSync, chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

function postgresBinDir() {
  const root = '/usr/lib/postgresql';
  const versions = existsSync(root)
    ? readdirSync(root)
        .filter((v) => existsSync(path.join(root, v, 'bin', 'initdb')))
        .sort((a, b) => Number(b) - Number(a))
    : [];
  if (versions.length === 0) {
    throw new Error('PostgreSQL server binaries not found: run scripts/ensure-system-packages.sh');
  }
  return path.join(root, versions[0], 'bin');
}

function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** initdb refuses to run as root, so as root the server runs as the postgres user. */
function asServerUser(command, args) {
  const isRoot = process.getuid?.() === 0;
  return isRoot ? ['runuser', ['-u', 'postgres', '--', command, ...args]] : [command, args];
}

function run(command, args) {
  const [cmd, cmdArgs] = asServerUser(command, args);
  execFileSync(cmd, cmdArgs, { stdio: ['ignore', 'ignore', 'pipe'] });
}

export async function startThrowawayPostgres() {
  const bin = postgresBinDir();
  const dir = mkdtempSync(path.join(tmpdir(), 'portal-pg-'));
  chmodSync(dir, 0o700);
  if (process.getuid?.() === 0) {
    const uid = Number(execFileSync('id', ['-u', 'postgres']).toString().trim());
    const gid = Number(execFileSync('id', ['-g', 'postgres']).toString().trim());
    chownSync(dir, uid, gid);
  }
  const dataDir = path.join(dir, 'data');
  const port = await freePort();
  run(path.join(bin, 'initdb'), ['-D', dataDir, '-U', 'postgres', '-A', 'trust', '--no-sync', '-E', 'UTF8', '--locale=C']);
  run(path.join(bin, 'pg_ctl'), [
    '-D', dataDir,
    '-l', path.join(dir, 'server.log'),
    '-w',
    '-o', `-c listen_addresses=127.0.0.1 -p ${port} -k ${dir} -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=200`,
    'start',
  ]);
  const url = `postgres://postgres@127.0.0.1:${port}/postgres`;
  return { url, dir, stop: () => stopThrowawayPostgres(dir) };
}

export function stopThrowawayPostgres(dir) {
  const dataDir = path.join(dir, 'data');
  try {
    run(path.join(postgresBinDir(), 'pg_ctl'), ['-D', dataDir, '-m', 'immediate', '-w', 'stop']);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const [command, dir] = process.argv.slice(2);
  if (command === 'start') {
    const { url, dir: started } = await startThrowawayPostgres();
    console.log(`export TEST_DATABASE_URL='${url}'\nexport PORTAL_THROWAWAY_PG_DIR='${started}'`);
  } else if (command === 'stop' && dir) {
    stopThrowawayPostgres(dir);
  } else {
    console.error('usage: node scripts/throwaway-postgres.mjs start | stop <dir>');
    process.exit(2);
  }
}
