import { DAY_IN_MS } from '@cloud-portal/domain/constants';
import { firstPersonalDataIdOfKind } from '@cloud-portal/domain/personal-data-categories';
import type { Db } from '../db/database';
import { requestErasure } from '../modules/erasure/erasure-service';
import type { DemoSeedContext } from './demo-devices';

const HOUR_MS = 60 * 60 * 1000;

/** A memos id: memos are kept by the memo app's own service, so erasing them deletes nothing here. */
export const DEMO_ERASURE_ID = firstPersonalDataIdOfKind('memos');

/**
 * The demo account's erasure in progress: memos, requested two days ago. The task is deferred
 * (status 'deferred'): the worker leaves it until its expiry 30 days after the request, so the
 * demo keeps showing an erasure under way (the incompleted-tasks call lists it, and a second
 * request for memos is refused with 49512) for the next four weeks, then completes it.
 */
export async function seedErasureDemo(db: Db, ctx: DemoSeedContext): Promise<void> {
  await requestErasure(db, ctx.accountId, [DEMO_ERASURE_ID], {
    now: new Date(ctx.now.getTime() - 2 * DAY_IN_MS - 3 * HOUR_MS),
    deferred: true,
  });
}
