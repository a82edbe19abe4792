/** Types of throwaway-postgres.mjs (plain JavaScript so run-tests.mjs can use it before any build). */
export interface ThrowawayPostgres {
  url: string;
  dir: string;
  stop(): void;
}
export function startThrowawayPostgres(): Promise<ThrowawayPostgres>;
export function stopThrowawayPostgres(dir: string): void;
