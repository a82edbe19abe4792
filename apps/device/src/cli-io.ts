/** What a command may touch of the outside world: passed in, so tests run commands in-process. */
export interface CliIo {
  env: Readonly<Record<string, string | undefined>>;
  stdout(text: string): void;
  stderr(text: string): void;
  /** Waits between polls of the provider; tests pass one that waits for an event instead. */
  sleep(ms: number): Promise<void>;
  /**
   * Where progress bars are drawn while a command works (the terminal's stderr); none when it
   * is not a terminal (a pipe, a log, a test): the lines on stdout say the same, once each.
   */
  progressTo?: NodeJS.WriteStream;
}
