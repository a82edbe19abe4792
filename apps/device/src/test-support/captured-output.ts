// What a command printed, for tests that run commands in-process.

/** Output written through a CliIo writer, with a way to wait for a line that matches. */
export class CapturedOutput {
  text = '';
  private waiters: { pattern: RegExp; resolve: (match: RegExpExecArray) => void }[] = [];

  readonly write = (chunk: string): void => {
    this.text += chunk;
    this.waiters = this.waiters.filter((waiter) => {
      const match = waiter.pattern.exec(this.text);
      if (match) waiter.resolve(match);
      return !match;
    });
  };

  /** Resolves when the output (so far or later) matches `pattern`. */
  next(pattern: RegExp): Promise<RegExpExecArray> {
    const match = pattern.exec(this.text);
    if (match) return Promise.resolve(match);
    return new Promise((resolve) => this.waiters.push({ pattern, resolve }));
  }
}
