/** The process environment as the configuration reads it (process.env, or a test's own). */
export type Environment = Readonly<Record<string, string | undefined>>;
