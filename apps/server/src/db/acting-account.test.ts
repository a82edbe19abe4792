import { describe, expect, it } from 'vitest';
import { actFor, actingAccount, outsideRequests, runAsRequest } from './acting-account';
import { LocalWrites, type LocalWrite } from './local-writes';

/** Runs `work` as a request and resolves once it, and what it awaited, is done. */
function asRequest(work: () => Promise<void>): Promise<void> {
  return new Promise((resolve, reject) => runAsRequest(() => void work().then(resolve, reject)));
}

describe('the account a request acts for', () => {
  it('is none outside a request, and none in a request until it is named', async () => {
    expect(actingAccount()).toBeNull();
    await asRequest(async () => {
      expect(actingAccount()).toBeNull();
      actFor('account-1');
      await Promise.resolve();
      expect(actingAccount()).toBe('account-1');
    });
    expect(actingAccount()).toBeNull();
  });

  it('is each request’s own while requests run side by side', async () => {
    const seen: Array<string | null> = [];
    let releaseFirst = () => undefined as void;
    const firstWaits = new Promise<void>((resolve) => (releaseFirst = resolve));
    const first = asRequest(async () => {
      actFor('first');
      await firstWaits;
      seen.push(actingAccount());
    });
    const second = asRequest(async () => {
      actFor('second');
      seen.push(actingAccount());
      releaseFirst();
    });
    await Promise.all([first, second]);
    expect(seen).toEqual(['second', 'first']);
  });

  it('is none for work a request sets going outside requests (a timer for every account)', async () => {
    let inTimer: string | null | undefined;
    await asRequest(async () => {
      actFor('account-1');
      await new Promise<void>((resolve) =>
        outsideRequests(() =>
          setTimeout(() => {
            inTimer = actingAccount();
            resolve();
          }, 0),
        ),
      );
    });
    expect(inTimer).toBeNull();
  });

  it('names the account of each write a request makes, and none for a write outside one', async () => {
    const writes = new LocalWrites(actingAccount);
    const told: LocalWrite[] = [];
    writes.subscribe((write) => told.push(write));
    await asRequest(async () => {
      actFor('account-1');
      await Promise.resolve();
      writes.ended('delete from photos');
      writes.ended('select 1');
    });
    writes.ended('update accounts set status = $1');
    expect(told).toEqual([
      { statement: 'delete from photos', account: 'account-1' },
      { statement: 'update accounts set status = $1', account: null },
    ]);
  });
});
