// What `npm start` runs after the build: the portal (dist/start-portal.mjs) with the C memory
// allocator set up for a long-running server (scripts/allocator-settings.mjs). glibc reads
// its settings from the environment when a process starts, so on glibc Linux the portal runs
// as a child process with them; this process only passes signals and the exit status
// through. Other systems (macOS, Windows, musl) run the portal in this process. Node's own
// options (package.json "start") reach the portal either way. Plain JavaScript, run by plain
// `node`.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { ALLOCATOR_SETTINGS } from './allocator-settings.mjs';

const portal = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', 'dist', 'start-portal.mjs');

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
