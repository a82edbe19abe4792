// The device simulator: `npm run device -- <command> [options]` (usage.ts lists them).
import path from 'node:path';
import { setTimeout as wait } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { approveSignInCommand } from './approve-sign-in-command';
import { backupCommand } from './backup-command';
import type { CliIo } from './cli-io';
import { CommandError, UsageError } from './command-errors';
import { enrollCommand } from './enroll-command';
import { photosCommand } from './photos-command';
import { refreshCommand } from './refresh-command';
import { restoreCommand } from './restore-command';
import { syncCommand } from './sync-command';
import { USAGE, USAGE_LINE } from './usage';

const commands: Record<string, (args: readonly string[], io: CliIo) => Promise<void>> = {
  enroll: enrollCommand,
  'approve-sign-in': approveSignInCommand,
  sync: syncCommand,
  backup: backupCommand,
  photos: photosCommand,
  restore: restoreCommand,
  refresh: refreshCommand,
};

const HELP = new Set(['help', '--help', '-h']);

/**
 * Runs one command and answers its exit code: 0 done, 1 failed (one line says why), 2 the
 * command line is wrong (nothing was done). `sleep` defaults to a real wait.
 */
export async function run(
  argv: readonly string[],
  io: Omit<CliIo, 'sleep'> & Partial<Pick<CliIo, 'sleep'>>,
): Promise<number> {
  const cli: CliIo = { ...io, sleep: io.sleep ?? ((ms) => wait(ms)) };
  const [name, ...args] = argv;
  if (name === undefined) {
    cli.stderr(USAGE);
    return 2;
  }
  if (HELP.has(name) || args.some((arg) => arg === '--help' || arg === '-h')) {
    cli.stdout(USAGE);
    return 0;
  }
  const command = Object.hasOwn(commands, name) ? commands[name] : undefined;
  if (!command) {
    cli.stderr(`Unknown command "${name}".\n${USAGE_LINE}\n`);
    return 2;
  }
  try {
    await command(args, cli);
    return 0;
  } catch (error) {
    if (error instanceof UsageError) {
      cli.stderr(`${error.message}\n${USAGE_LINE}\n`);
      return 2;
    }
    if (error instanceof CommandError) {
      cli.stderr(`${error.message}\n`);
      return 1;
    }
    // A fault of the simulator itself: the whole story helps more than one line.
    cli.stderr(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
    return 1;
  }
}

// Run when started as a program (tsx apps/device/src/main.ts), not when a test imports run().
if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  void run(process.argv.slice(2), {
    env: process.env,
    stdout: (text) => process.stdout.write(text),
    stderr: (text) => process.stderr.write(text),
    // Bars only in an interactive terminal: a pipe or a log gets each item's line instead.
    ...(process.stdout.isTTY && process.stderr.isTTY && { progressTo: process.stderr }),
  }).then((code) => {
    process.exitCode = code;
  });
}
