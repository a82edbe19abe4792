import { PassThrough } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { terminalLogStream } from './terminal-log-stream';

/** An output stream standing in for a terminal (or not), collecting what is written. */
function output(isTTY: boolean): { stream: NodeJS.WriteStream; written: () => string } {
  const stream = new PassThrough();
  let text = '';
  stream.on('data', (chunk: Buffer) => (text += chunk.toString()));
  return {
    stream: Object.assign(stream, { isTTY, hasColors: () => false }) as unknown as NodeJS.WriteStream,
    written: () => text,
  };
}

describe('terminalLogStream', () => {
  it('writes each entry as a readable line with every field, on a terminal', () => {
    const terminal = output(true);
    const stream = terminalLogStream(terminal.stream);
    expect(stream).toBeDefined();
    stream?.write(
      `${JSON.stringify({ level: 30, time: Date.UTC(2026, 10, 27, 12, 0, 0), pid: 42, hostname: 'node-a', reqId: 'req-7', res: { statusCode: 204 }, responseTime: 3.5, msg: 'request completed' })}\n`,
    );
    const line = terminal.written();
    expect(line).not.toMatch(/^\{/);
    expect(line).toContain('INFO');
    expect(line).toContain('request completed');
    for (const field of ['reqId', 'req-7', 'statusCode', '204', 'responseTime', '3.5', '42', 'node-a']) expect(line).toContain(field);
  });

  it('leaves the JSON lines alone when the output is not a terminal', () => {
    expect(terminalLogStream(output(false).stream)).toBeUndefined();
  });
});
