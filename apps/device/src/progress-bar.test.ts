import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import type { CliIo } from './cli-io';
import { progressBar } from './progress-bar';

/** A terminal (or a pipe) that keeps what is written on it. */
function output(isTTY: boolean): { stream: NodeJS.WriteStream; written: () => string } {
  let written = '';
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      written += chunk.toString();
      done();
    },
  }) as unknown as NodeJS.WriteStream;
  Object.assign(stream, { isTTY, columns: 100 });
  return { stream, written: () => written };
}

/** A command's outside world whose progress goes to `stream`, and what it printed on stdout. */
function commandWriting(stream: NodeJS.WriteStream): { io: CliIo; stdout: string[] } {
  const stdout: string[] = [];
  const io: CliIo = {
    env: {},
    stdout: (text) => stdout.push(text),
    stderr: () => undefined,
    sleep: async () => undefined,
    progressTo: stream,
  };
  return { io, stdout };
}

describe('the progress bar', () => {
  it('draws the items done and the bytes sent on a terminal, then clears it and prints the items’ lines', () => {
    const terminal = output(true);
    const { io, stdout } = commandWriting(terminal.stream);
    const progress = progressBar(io, 'Uploading photos', 'photos', 3);
    progress.advance(1, 2_000_000, '  photo 1 of 3: 2.0 MB\n');
    progress.advance(1, 1_000_000, '  photo 2 of 3: 1.0 MB\n');
    expect(stdout).toEqual([]);
    // Redrawn at most a few times a second, and once more as it stops, then cleared.
    progress.stop();
    expect(terminal.written()).toContain('Uploading photos [');
    expect(terminal.written()).toContain('2/3 photos, 3.0 MB');
    expect(stdout).toEqual(['  photo 1 of 3: 2.0 MB\n', '  photo 2 of 3: 1.0 MB\n']);
  });

  it('draws nothing where the command does not run on a terminal: each line goes to stdout', () => {
    const pipe = output(false);
    const { io, stdout } = commandWriting(pipe.stream);
    const progress = progressBar(io, 'Uploading photos', 'photos', 2);
    progress.advance(1, 3_000, '  photo 1 of 2: 3.0 KB\n');
    progress.advance(1, 3_000, '  photo 2 of 2: 3.0 KB\n');
    progress.stop();
    expect(pipe.written()).toBe('');
    expect(stdout).toEqual(['  photo 1 of 2: 3.0 KB\n', '  photo 2 of 2: 3.0 KB\n']);
  });
});
