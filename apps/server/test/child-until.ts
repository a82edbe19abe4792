import { spawn, type ChildProcess } from 'node:child_process';
import { expect } from 'vitest';

/** A child process of `startChildUntil`, at the moment it said what was awaited. */
export interface ChildAtMoment {
  child: ChildProcess;
  /** How it ended: its signal, or its exit code. */
  exited: Promise<NodeJS.Signals | number | null>;
  /** The match of `until` in what it printed. */
  said: RegExpExecArray;
}

/**
 * Runs the TypeScript `script` (through tsx) with `job` as its JSON argument, and answers
 * once what it prints matches `until`; fails if it ends before that (`moment` names what was
 * awaited in the failure).
 */
export async function startChildUntil(script: string, job: object, until: RegExp, moment: string): Promise<ChildAtMoment> {
  const child = spawn(process.execPath, ['--import', 'tsx', script, JSON.stringify(job)], { stdio: ['ignore', 'pipe', 'inherit'] });
  const exited = new Promise<NodeJS.Signals | number | null>((resolve) => child.once('exit', (code, signal) => resolve(signal ?? code)));
  const said = await new Promise<RegExpExecArray>((resolve, reject) => {
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const match = until.exec(output);
      if (match) resolve(match);
    });
    void exited.then((how) => reject(new Error(`the child ended (${String(how)}) before ${moment}: ${output}`)));
  });
  return { child, exited, said };
}

/** Kills the child with SIGKILL (no clean-up of any kind) and expects it to end by that signal. */
export async function killChild({ child, exited }: ChildAtMoment): Promise<void> {
  child.kill('SIGKILL');
  expect(await exited).toBe('SIGKILL');
}
