import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';

/** How long a node may take to say it listens (a start takes a few seconds of CPU). */
const START_CEILING_MS = 60_000;

/** One line of a node's JSON log (pino), as parsed. */
export type LogEntry = Record<string, unknown> & { msg?: string };

/** A built portal server (`portal-server.mjs`) running in a process of its own. */
export interface PortalNode {
  name: string;
  /** Where this node listens (its own address; PUBLIC_URL may be a proxy's). */
  url: string;
  pid: number;
  /** The JSON lines it has logged so far, parsed. */
  logEntries(): LogEntry[];
  /** SIGKILL: no clean-up of any kind. Resolves with the signal it ended by. */
  kill(): Promise<NodeJS.Signals | number | null>;
}

/**
 * Starts `node <bundle>` with exactly `env` (and PATH), listening on `port` of 127.0.0.1;
 * resolves once it says it is listening. The process is the server itself (no launcher
 * between), so its pid is the one its erasure worker names in claimed_by.
 */
export async function startPortalNode(options: {
  name: string;
  bundle: string;
  port: number;
  env: Record<string, string>;
}): Promise<PortalNode> {
  const child: ChildProcess = spawn(process.execPath, [options.bundle], {
    env: {
      PATH: process.env.PATH ?? '',
      HOST: '127.0.0.1',
      PORT: String(options.port),
      ...options.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const exited = once(child, 'exit').then(
    ([code, signal]) => (signal ?? code) as NodeJS.Signals | number | null,
  );
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  await new Promise<void>((resolve, reject) => {
    // A node that never says it listens is killed, not left running after the test.
    const tooLong = setTimeout(() => {
      child.kill('SIGKILL');
      reject(
        new Error(`node ${options.name} did not start within ${START_CEILING_MS} ms:\n${output}`),
      );
    }, START_CEILING_MS);
    child.stdout?.on('data', () => {
      if (!output.includes('Cloud Portal listening on ')) return;
      clearTimeout(tooLong);
      resolve();
    });
    void exited.then((how) => {
      clearTimeout(tooLong);
      reject(new Error(`node ${options.name} ended (${String(how)}) while starting:\n${output}`));
    });
  });
  return {
    name: options.name,
    url: `http://127.0.0.1:${options.port}`,
    pid: child.pid!,
    logEntries: () =>
      output
        .split('\n')
        // The last piece is a line still being written (or empty).
        .slice(0, -1)
        .filter((line) => line.startsWith('{'))
        .map((line) => JSON.parse(line) as LogEntry),
    kill: async () => {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
      return exited;
    },
  };
}
