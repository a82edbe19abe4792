import { randomUUID } from 'node:crypto';
import { Rcodes } from '@cloud-portal/contract/rcodes';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, webClientHeaders } from '../../test/test-app';
import { signInTestAccount, type SignedInTestAccount } from '../../test/test-accounts';
import { registerTestPhone } from '../../test/test-devices';
import {
  confirmBatchHeaders,
  createTestConfirmTokens,
  type TestConfirmTokens,
} from '../../test/test-confirm-tokens';
import { temporaryBackups } from '../db/schema';
import { createTemporaryBackup } from '../modules/temporary-backup/temporary-backup-service';
import { PortalConfirmTokenRepository } from './portal-confirm-token-repository';

/**
 * A confirm token serves one deletion batch (issue 15 part 8): every call of the run that
 * first presented it, and no call of any other run, for the rest of its 4 minutes.
 */
describe('a confirm token per deletion batch', () => {
  let portal: TestApp;
  let tokens: TestConfirmTokens;

  beforeAll(async () => {
    tokens = await createTestConfirmTokens();
    portal = await createTestApp({ confirmTokenKeys: tokens.keySource });
  });
  afterAll(() => portal.close());

  /** An account with `count` temporary backups; answers their ids. */
  async function accountWithBackups(
    count: number,
  ): Promise<{ account: SignedInTestAccount; ids: string[] }> {
    const { db } = portal.database;
    const account = await signInTestAccount(db);
    await registerTestPhone(db, account.accountId, 'batch-phone');
    const ids: string[] = [];
    for (let i = 0; i < count; i += 1) {
      ids.push(
        (
          await createTemporaryBackup(db, account.accountId, 'batch-phone', {
            createdAt: new Date(),
            size: 10,
            itemCount: 1,
          })
        ).id,
      );
    }
    return { account, ids };
  }

  /** Deletes one backup with `token`, in `batch` (a new run unless named; null: no batch header). */
  function deleteBackup(
    account: SignedInTestAccount,
    id: string,
    token: string,
    batch: Record<string, string> | null = confirmBatchHeaders(),
  ) {
    return portal.app.inject({
      method: 'DELETE',
      url: `/api/ctb/v2/backups/${id}`,
      headers: { ...webClientHeaders, 'x-sc-confirm-token': token, ...batch },
      cookies: { portal_session: account.sessionToken },
    });
  }

  async function remaining(account: SignedInTestAccount): Promise<number> {
    const rows = await portal.database.db
      .select()
      .from(temporaryBackups)
      .where(eq(temporaryBackups.accountId, account.accountId));
    return rows.length;
  }

  it('serves every call of one batch', async () => {
    const { account, ids } = await accountWithBackups(3);
    const token = await tokens.issue(account.subject);
    const batch = confirmBatchHeaders();
    for (const id of ids) {
      const answer = await deleteBackup(account, id, token, batch);
      expect(answer.statusCode, answer.body).toBe(200);
    }
    expect(await remaining(account)).toBe(0);
  });

  it('refuses a provider token used in batch 1 in batch 2 with 403 40305001, deleting nothing', async () => {
    const { account, ids } = await accountWithBackups(2);
    const token = await tokens.issue(account.subject);
    expect((await deleteBackup(account, ids[0]!, token)).statusCode).toBe(200);

    const replay = await deleteBackup(account, ids[1]!, token);
    expect(replay.statusCode).toBe(403);
    expect(replay.json()).toMatchObject({ rcode: Rcodes.CONFIRM_TOKEN_REQUIRED.rcode });
    expect(await remaining(account)).toBe(1);
  });

  it('refuses the portal’s own token (forced re-authentication) in a second batch too', async () => {
    const { account, ids } = await accountWithBackups(2);
    const token = await new PortalConfirmTokenRepository(portal.database.db).issue(
      account.accountId,
    );
    const first = confirmBatchHeaders();
    expect((await deleteBackup(account, ids[0]!, token, first)).statusCode).toBe(200);

    const replay = await deleteBackup(account, ids[1]!, token);
    expect(replay.json()).toMatchObject({ rcode: Rcodes.CONFIRM_TOKEN_REQUIRED.rcode });
    expect(await remaining(account)).toBe(1);
    // The batch that claimed it goes on.
    expect((await deleteBackup(account, ids[1]!, token, first)).statusCode).toBe(200);
  });

  it('refuses a token without a batch with 400 40000006, deleting nothing and claiming nothing', async () => {
    const { account, ids } = await accountWithBackups(1);
    const token = await tokens.issue(account.subject);
    const answer = await deleteBackup(account, ids[0]!, token, null);
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toMatchObject({ rcode: Rcodes.CONFIRM_BATCH_REQUIRED.rcode });
    expect(await remaining(account)).toBe(1);
    // The token is still free for a run that names its batch.
    expect((await deleteBackup(account, ids[0]!, token)).statusCode).toBe(200);
  });

  it('refuses a batch id that is not a UUID as bad input', async () => {
    const { account, ids } = await accountWithBackups(1);
    const token = await tokens.issue(account.subject);
    const answer = await deleteBackup(
      account,
      ids[0]!,
      token,
      confirmBatchHeaders(`${randomUUID()}x`),
    );
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toMatchObject({ rcode: Rcodes.INVALID_REQUEST.rcode });
    expect(await remaining(account)).toBe(1);
  });
});
