import { readFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * The node command `npm start` ends with (package.json: the build, then `node …`), as the
 * program's arguments: what the production start test and bench:memory run.
 */
export async function startCommandArgs(repoRoot: string): Promise<string[]> {
  const { scripts } = JSON.parse(await readFile(path.join(repoRoot, 'package.json'), 'utf8')) as { scripts: Record<string, string> };
  const [program, ...args] = scripts.start!.split('&&').at(-1)!.trim().split(/\s+/);
  if (program !== 'node') throw new Error(`npm start does not end with a node command: ${scripts.start}`);
  return args;
}

/** A process's command line (Linux /proc). */
export async function commandLineOf(pid: number): Promise<string[]> {
  return (await readFile(`/proc/${pid}/cmdline`, 'utf8')).split('\0').filter(Boolean);
}

/**
 * The process that runs the portal when `pid` is what `npm start`'s command started: on glibc
 * Linux the child that scripts/run-portal.mjs starts dist/start-portal.mjs in, elsewhere `pid`
 * itself (the launcher runs the portal in its own process).
 */
export async function portalProcessOf(pid: number): Promise<number> {
  const children = (await readFile(`/proc/${pid}/task/${pid}/children`, 'utf8')).trim().split(/\s+/).filter(Boolean).map(Number);
  for (const child of children) {
    if ((await commandLineOf(child)).at(-1)?.endsWith('start-portal.mjs')) return child;
  }
  return pid;
}
