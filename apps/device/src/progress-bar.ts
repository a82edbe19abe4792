import { Presets, SingleBar } from 'cli-progress';
import type { CliIo } from './cli-io';
import { bytes } from './figures';

/** A command's progress: items done of all, the bytes they held, and a line on each. */
export interface Progress {
  /** `items` more done, holding `sentBytes`; `line` says which, on its own line. */
  advance(items: number, sentBytes: number, line: string): void;
  stop(): void;
}

/**
 * A progress bar on the terminal (cli-progress), `what` and `unit` naming the work ("Uploading
 * photos", "photos"), redrawn as items are done and cleared once the command ends, when the
 * items' lines are printed. Where the command does not run on a terminal (CliIo.progressTo),
 * each item's line goes to stdout as it is done, and no bar is drawn.
 */
export function progressBar(io: CliIo, what: string, unit: string, totalItems: number): Progress {
  const stream = io.progressTo;
  if (stream === undefined || !stream.isTTY) {
    return { advance: (_items, _bytes, line) => io.stdout(line), stop: () => undefined };
  }
  const bar = new SingleBar(
    {
      stream,
      format: `${what} [{bar}] {value}/{total} ${unit}, {sent}`,
      hideCursor: true,
      clearOnComplete: true,
    },
    Presets.shades_classic,
  );
  let sent = 0;
  const lines: string[] = [];
  bar.start(totalItems, 0, { sent: bytes(0) });
  return {
    advance(items, sentBytes, line) {
      sent += sentBytes;
      lines.push(line);
      bar.increment(items, { sent: bytes(sent) });
    },
    stop() {
      bar.stop();
      // The bar keeps its one line while it runs (cli-progress puts the cursor back where it
      // started): the items' lines follow once it is cleared, as they read without a terminal.
      for (const line of lines) io.stdout(line);
    },
  };
}
