import { afterEach, beforeEach, vi } from 'vitest';
import { forgetConfirmToken } from '@/lib/api/confirm-token';
import { NOW } from './backup-fixtures';

/**
 * Called in a describe block of deletion journeys: in each test the clock reads NOW (the
 * date only, so timers still run), and no confirm token outlives the test.
 */
export function prepareEachDeletionJourney(): void {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(NOW);
  });
  afterEach(() => {
    forgetConfirmToken();
    vi.useRealTimers();
  });
}
