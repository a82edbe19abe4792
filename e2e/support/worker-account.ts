import { test } from '@playwright/test';
import { e2eWorkerAccount } from '../../apps/server/src/demo/e2e-worker-accounts';

/**
 * The running worker's own account: the demo account's twin (its devices, backups, synced
 * apps, photos), made by the shared portal at start for each worker (E2E_WORKER_ACCOUNTS,
 * global-setup.ts). Journeys that change data (delete backups or apps, erase, reset) change
 * it, and never the demo account that the looking journeys read; workers running at the same
 * time have different accounts. Such a journey still signs in for itself (signInOverHttp):
 * it confirms the password, which its session then keeps.
 */
export function workerAccount(): { loginId: string; password: string; name: string } {
  return e2eWorkerAccount(test.info().parallelIndex + 1);
}
