import { BACKUP_DELETION_REMINDER_DAYS, BACKUP_RETENTION_DAYS, DAY_IN_MS, NOTIFICATION_LOOKBACK_DAYS, TEMPORARY_BACKUP_REMINDER_MS } from '@cloud-portal/domain/constants';
import { deviceDisplayName } from '@cloud-portal/domain/device-display-name';
import {
  backupDeletionReminderDue,
  isNewBrowserSignIn,
  isRecentForNotification,
  temporaryBackupReminderDue,
} from '@cloud-portal/domain/reminders';
import { and, eq, gt, gte, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { backups, devices, erasureTasks, products, sessions, temporaryBackups } from '../../db/schema';
import { userAgentNames } from '../security/user-agent-names';
import { raiseNotification, type NewNotification } from './notification-repository';

/**
 * Raises every notification due at `now` (issue 18 part 5) for every account: the database
 * narrows the candidates, the domain rules (reminders.ts) decide, and each reminder is raised
 * once (its key is unique per account and kind), so any number of rounds on any number of
 * nodes raise it once. Answers how many were new.
 */
export async function raiseDueReminders(db: Db, now: Date): Promise<number> {
  const due = [
    ...(await backupDeletionReminders(db, now.getTime())),
    ...(await temporaryBackupReminders(db, now.getTime())),
    ...(await erasureReminders(db, now.getTime())),
    ...(await newBrowserReminders(db, now.getTime())),
  ];
  let raised = 0;
  for (const notification of due) if (await raiseNotification(db, notification)) raised += 1;
  return raised;
}

const device = {
  alias: devices.alias,
  modelName: devices.modelName,
  marketingName: products.marketingName,
};
const nameOf = (row: { alias: string | null; modelName: string; marketingName: string | null }) => deviceDisplayName(row, row.marketingName);

async function backupDeletionReminders(db: Db, now: number): Promise<NewNotification[]> {
  const longest = Math.max(...BACKUP_DELETION_REMINDER_DAYS);
  const rows = await db
    .select({ id: backups.id, accountId: backups.accountId, latestBackupTime: backups.latestBackupTime, ...device })
    .from(backups)
    .innerJoin(devices, eq(devices.id, backups.deviceRef))
    .leftJoin(products, eq(products.modelCode, devices.modelCode))
    .where(
      and(
        gt(backups.latestBackupTime, new Date(now - (BACKUP_RETENTION_DAYS + 1) * DAY_IN_MS)),
        lte(backups.latestBackupTime, new Date(now - (BACKUP_RETENTION_DAYS - longest - 1) * DAY_IN_MS)),
      ),
    );
  return rows.flatMap((row) => {
    const due = backupDeletionReminderDue(row.id, row.latestBackupTime.getTime(), now);
    if (!due) return [];
    const deletesAt = row.latestBackupTime.getTime() + (BACKUP_RETENTION_DAYS + 1) * DAY_IN_MS;
    return [{ accountId: row.accountId, kind: 'backupDeletion', reminderKey: due.key, deviceName: nameOf(row), daysLeft: due.daysLeft, at: new Date(deletesAt) }];
  });
}

async function temporaryBackupReminders(db: Db, now: number): Promise<NewNotification[]> {
  const rows = await db
    .select({ id: temporaryBackups.id, accountId: temporaryBackups.accountId, expiryAt: temporaryBackups.expiryAt, ...device })
    .from(temporaryBackups)
    .innerJoin(devices, eq(devices.id, temporaryBackups.deviceRef))
    .leftJoin(products, eq(products.modelCode, devices.modelCode))
    .where(and(gt(temporaryBackups.expiryAt, new Date(now)), lte(temporaryBackups.expiryAt, new Date(now + TEMPORARY_BACKUP_REMINDER_MS))));
  return rows.flatMap((row) => {
    const due = temporaryBackupReminderDue(row.id, row.expiryAt.getTime(), now);
    return due ? [{ accountId: row.accountId, kind: 'temporaryBackupExpiry', reminderKey: due.key, deviceName: nameOf(row), at: row.expiryAt }] : [];
  });
}

const lookbackStart = (now: number) => new Date(now - NOTIFICATION_LOOKBACK_DAYS * DAY_IN_MS);

async function erasureReminders(db: Db, now: number): Promise<NewNotification[]> {
  const rows = await db
    .select({ referenceId: erasureTasks.referenceId, accountId: erasureTasks.accountId, completedAt: erasureTasks.completedAt })
    .from(erasureTasks)
    .where(and(eq(erasureTasks.status, 'completed'), gte(erasureTasks.completedAt, lookbackStart(now))));
  return rows.flatMap(({ referenceId, accountId, completedAt }) =>
    completedAt && isRecentForNotification(completedAt.getTime(), now)
      ? [{ accountId, kind: 'erasureFinished', reminderKey: referenceId, at: completedAt }]
      : [],
  );
}

async function newBrowserReminders(db: Db, now: number): Promise<NewNotification[]> {
  // The browsers each recent sign-in's account had signed in from before it (sessions still kept).
  const rows = await db
    .select({
      handle: sessions.handle,
      accountId: sessions.accountId,
      createdAt: sessions.createdAt,
      userAgent: sessions.userAgent,
      browserIdHash: sessions.browserIdHash,
      // Two facts per sign-in, not the earlier browsers themselves: an account with thousands
      // of sign-ins would make a list of thousands per sign-in (sessions_account_browser_idx).
      // Spelled out: drizzle names a column without its table here, which the subquery's own would shadow.
      anyEarlier: sql<boolean>`exists (select 1 from sessions e where e.account_id = sessions.account_id and e.created_at < sessions.created_at)`,
      earlierFromThisBrowser: sql<boolean>`exists (select 1 from sessions e where e.account_id = sessions.account_id and e.browser_id_hash = sessions.browser_id_hash and e.created_at < sessions.created_at)`,
    })
    .from(sessions)
    .where(gte(sessions.createdAt, lookbackStart(now)));
  return rows.flatMap((row) => {
    if (!isRecentForNotification(row.createdAt.getTime(), now) || !isNewBrowserSignIn(row.browserIdHash, { any: row.anyEarlier, fromThisBrowser: row.earlierFromThisBrowser })) return [];
    const { browserName, systemName } = userAgentNames(row.userAgent);
    return [{ accountId: row.accountId, kind: 'newBrowserSignIn', reminderKey: row.handle, at: row.createdAt, browserName, systemName }];
  });
}
