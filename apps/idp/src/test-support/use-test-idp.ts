import { afterAll, beforeAll } from 'vitest';
import { startTestIdp, type TestIdp } from './test-idp';

/**
 * The embedded provider (`startTestIdp(options)`) for the file or `describe` block that calls
 * this: started before its tests and its own `beforeAll` hooks, stopped after them. Its
 * fields can be read from the block's first test or hook on.
 */
export function useTestIdp(options?: Parameters<typeof startTestIdp>[0]): TestIdp {
  let started: TestIdp | undefined;
  beforeAll(async () => {
    started = await startTestIdp(options);
  });
  afterAll(async () => {
    await started?.stop();
  });
  const running = (): TestIdp => {
    if (!started) throw new Error('The test provider starts in beforeAll: read it inside a test or a hook.');
    return started;
  };
  return {
    get issuer() {
      return running().issuer;
    },
    get dataDir() {
      return running().dataDir;
    },
    get idp() {
      return running().idp;
    },
    restart: () => running().restart(),
    stop: () => running().stop(),
  };
}
