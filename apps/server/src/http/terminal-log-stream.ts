import pretty from 'pino-pretty';

/** Where the server's log entries go: pino writes one JSON line per entry to it. */
export interface LogStream {
  write(line: string): void;
}

/**
 * The log for a person at a terminal: each entry as a readable line, every field kept
 * (pino-pretty), in colour when the terminal shows colour. Anything else — a file, a pipe, a
 * log collector — gets pino's JSON lines (no stream: the logger's default).
 */
export function terminalLogStream(output: NodeJS.WriteStream): LogStream | undefined {
  if (!output.isTTY) return undefined;
  return pretty({ destination: output, colorize: output.hasColors(), sync: true, translateTime: 'SYS:HH:MM:ss.l', ignore: '' });
}
