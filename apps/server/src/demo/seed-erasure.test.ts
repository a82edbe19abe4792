import type { IncompletedTask } from '@cloud-portal/contract/erasure';
import type { ErrorBody } from '@cloud-portal/contract/error-body';
import { Rcodes } from '@cloud-portal/contract/rcodes';
import { DAY_IN_MS } from '@cloud-portal/domain/constants';
import { beforeAll, describe, expect, it } from 'vitest';
import { silentLogger } from '../../test/erasure-test-data';
import { demoSeedContext } from '../../test/demo-seed-context';
import { webClientHeaders } from '../../test/test-app';
import { confirmBatchHeaders } from '../../test/test-confirm-tokens';
import { useSignedInTestAccount } from '../../test/use-signed-in-test-account';
import { useTestApp } from '../../test/use-test-app';
import { useTestConfirmTokens } from '../../test/use-test-confirm-tokens';
import { okBodyOf } from '../../test/web-calls';
import { runNextErasureTask } from '../modules/erasure/erasure-task-runner';
import { fileBlobStoreIn } from '../storage/file-blob-store';
import { DEMO_ERASURE_ID, seedErasureDemo } from './seed-erasure';

/** Every deletion of this file is one run: a token is never refused for its batch here. */
const ONE_BATCH = confirmBatchHeaders();

describe('erasure demo data', () => {
  const tokens = useTestConfirmTokens();
  const portal = useTestApp({ confirmTokenKeys: tokens.keySource });
  const account = useSignedInTestAccount(portal);
  const now = new Date();

  beforeAll(async () => {
    await seedErasureDemo(portal.database.db, demoSeedContext(account.accountId, now));
  });

  const incompleted = async () =>
    (await okBodyOf<{ incompletedTasks: IncompletedTask[] }>(portal.app, account, '/api/lgi/eos/v1/task/incompleted')).incompletedTasks;

  it('shows a memo erasure requested two days ago and still in progress', async () => {
    const [task, ...others] = await incompleted();
    expect(others).toEqual([]);
    expect(task).toMatchObject({ taskType: 'CSWEB_DATA_ERASURE', cids: [DEMO_ERASURE_ID] });
    expect(now.getTime() - task!.startedAt).toBeGreaterThan(2 * DAY_IN_MS);
    expect(now.getTime() - task!.startedAt).toBeLessThan(3 * DAY_IN_MS);
    expect(task!.expiryAt).toBe(task!.startedAt + 30 * DAY_IN_MS);
  });

  it('is not finished by the worker, and a second request for memos waits for it', async () => {
    const worker = { db: portal.database.db, blobs: fileBlobStoreIn('/nonexistent-demo-blobs'), logger: silentLogger };
    expect(await runNextErasureTask(worker)).toEqual({ outcome: 'idle' });
    expect(await incompleted()).toHaveLength(1);
    const again = await portal.app.inject({
      method: 'DELETE',
      url: '/api/lgi/eos/v1/data',
      headers: { ...webClientHeaders, 'x-sc-confirm-token': await tokens.issue(account.subject), ...ONE_BATCH },
      cookies: { portal_session: account.sessionToken },
      payload: { taskType: 'CSWEB_DATA_ERASURE', extendedRequest: [DEMO_ERASURE_ID] },
    });
    expect(again.statusCode).toBe(400);
    expect(again.json<ErrorBody>().rcode).toBe(Rcodes.ERASURE_TRY_LATER.rcode);
  });
});
