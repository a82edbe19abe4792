import { readConfig } from './config/config';
import { ConfigError } from './config/config-error';
import { terminalLogStream } from './http/terminal-log-stream';
import { startServer } from './start-server';

/** Runs the portal server alone (the sign-in provider elsewhere). `npm start` uses scripts/start-portal.ts. */
async function main(): Promise<void> {
  // Readable lines on a terminal, JSON lines anywhere else.
  const server = await startServer(readConfig(process.env), { logStream: terminalLogStream(process.stdout) });
  console.log(`Cloud Portal listening on ${server.url}`);
  const stop = () => {
    server.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

main().catch((error: unknown) => {
  // A configuration problem is one line naming the variable, never a stack trace.
  console.error(error instanceof ConfigError ? `Configuration error: ${error.message}` : error);
  process.exit(1);
});
