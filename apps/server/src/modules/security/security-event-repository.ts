import type {
  DeletedDataKind,
  FailedVerificationKind,
  SecurityEventType,
} from '@cloud-portal/contract/security';
import { SECURITY_EVENT_RETENTION_DAYS, DAY_IN_MS } from '@cloud-portal/domain/constants';
import { and, desc, eq, gt, lt } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { securityEvents } from '../../db/schema';
import type { RequestBrowser } from './request-browser';

/** One thing that happened to the account's security, as it is written. */
export interface NewSecurityEvent {
  accountId: string;
  type: SecurityEventType;
  /** The browser that did it; null when none did (a worker, an operator's script). */
  browser: RequestBrowser | null;
  subject?: DeletedDataKind | FailedVerificationKind;
  count?: number;
  /** Written only once per key (a confirm token that several deletions present). */
  onceKey?: string;
  at?: Date;
}

export type SecurityEventRow = typeof securityEvents.$inferSelect;

/**
 * Makes a change and writes its event in one transaction: a deletion is never left without
 * its record on the security page, nor a record of a deletion that did not happen. (Inside
 * `change`, a transaction of its own becomes a savepoint of this one.)
 */
export async function changeRecorded<T>(db: Db, event: NewSecurityEvent, change: (tx: Db) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    const result = await change(tx);
    await recordSecurityEvent(tx, event);
    return result;
  });
}

/** Writes an event; one with an `onceKey` already written is left as it is. */
export async function recordSecurityEvent(db: Db, event: NewSecurityEvent): Promise<void> {
  await db
    .insert(securityEvents)
    .values({
      accountId: event.accountId,
      type: event.type,
      userAgent: event.browser?.userAgent ?? null,
      ip: event.browser?.ip ?? null,
      subject: event.subject ?? null,
      count: event.count ?? null,
      onceKey: event.onceKey ?? null,
      ...(event.at && { occurredAt: event.at }),
    })
    .onConflictDoNothing();
}

/** The account's events of the last 90 days, newest first, at most `limit`. */
export async function listSecurityEvents(
  db: Db,
  accountId: string,
  limit: number,
  now = new Date(),
): Promise<SecurityEventRow[]> {
  return db
    .select()
    .from(securityEvents)
    .where(
      and(
        eq(securityEvents.accountId, accountId),
        gt(securityEvents.occurredAt, retentionCutoff(now)),
      ),
    )
    .orderBy(desc(securityEvents.occurredAt), desc(securityEvents.writtenOrder))
    .limit(limit);
}

/** Deletes events older than the retention; answers how many. */
export async function pruneSecurityEvents(db: Db, now = new Date()): Promise<number> {
  const removed = await db
    .delete(securityEvents)
    .where(lt(securityEvents.occurredAt, retentionCutoff(now)))
    .returning({ id: securityEvents.id });
  return removed.length;
}

function retentionCutoff(now: Date): Date {
  return new Date(now.getTime() - SECURITY_EVENT_RETENTION_DAYS * DAY_IN_MS);
}
