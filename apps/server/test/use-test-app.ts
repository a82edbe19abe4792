import { madeBeforeAll, viewOf } from './made-before-all';
import { createTestApp, type TestApp, type TestAppOptions } from './test-app';

/** The app of `useTestApp`, there from the first test (and hook) of its block on; the fixture closes it. */
export type OpenTestApp = Omit<TestApp, 'close'>;

/**
 * A real app on a fresh database for the file or `describe` block that calls this: built
 * before its tests and its own `beforeAll` hooks, closed after them.
 */
export function useTestApp(options: TestAppOptions = {}): OpenTestApp {
  const built = madeBeforeAll(
    () => createTestApp(options),
    (testApp) => testApp.close(),
  );
  return viewOf(built, ['app', 'database', 'config']);
}
