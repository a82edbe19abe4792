// What `npm start` runs after the build: the portal (dist/start-portal.mjs) with the C memory
// allocator set up for a long-running server.
//
// On Linux with glibc, the allocator keeps much of what the server frees: each thread that
// allocates gets an arena of its own, and once a big block (a decoded image, scrypt's 16 MB)
// has been freed, glibc raises its mmap threshold and serves later big blocks from those
// arenas, where they stay after being freed. That was a third to a half of the portal's
// memory (docs/decisions.md, "Memory"). glibc reads its settings from the environment when a
// process starts, so here the portal runs as a child process with MALLOC_ARENA_MAX=2 and a
// fixed 1 MiB MALLOC_MMAP_THRESHOLD_ (values already in the environment win); this process
// only passes signals and the exit status through. Other systems (macOS, Windows, musl) run
// the portal in this process. Node's own options (package.json "start") reach the portal
// either way. Plain JavaScript, run by plain `node`.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const portal = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', 'dist', 'start-portal.mjs');

/** glibc's malloc settings for the portal (see above). */
const ALLOCATOR_SETTINGS = { MALLOC_ARENA_MAX: '2', MALLOC_MMAP_THRESHOLD_: String(1024 * 1024) };

function usesGlibc() {
  if (process.platform !== 'linux') return false;
  const report = /** @type {{ header?: { glibcVersionRuntime?: string } }} */ (process.report.getReport());
  return Boolean(report.header?.glibcVersionRuntime);
}

if (!usesGlibc()) {
  await import(pathToFileURL(portal).href);
} else {
  const child = spawn(process.execPath, [...process.execArgv, portal], {
    stdio: 'inherit',
    env: { ...ALLOCATOR_SETTINGS, ...process.env },
  });
  const forwarded = /** @type {const} */ (['SIGINT', 'SIGTERM', 'SIGHUP']);
  for (const signal of forwarded) process.on(signal, () => child.kill(signal));
  child.on('exit', (code, signal) => {
    if (signal === null) process.exit(code ?? 1);
    // Ended by a signal: end the same way, so whoever started npm start sees it.
    for (const forwardedSignal of forwarded) process.removeAllListeners(forwardedSignal);
    process.kill(process.pid, signal);
  });
}
