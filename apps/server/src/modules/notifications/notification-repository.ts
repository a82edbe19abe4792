import type { Notification, NotificationKind, NotificationsResponse } from '@cloud-portal/contract/notifications';
import { and, count, desc, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { notifications } from '../../db/schema';

/** The drawer shows the newest this many; older ones stay until the account goes. */
const LISTED = 50;

export type NotificationRow = typeof notifications.$inferSelect;
export type NewNotification = Pick<NotificationRow, 'accountId' | 'kind' | 'reminderKey' | 'at'> &
  Partial<Pick<NotificationRow, 'deviceName' | 'daysLeft' | 'browserName' | 'systemName' | 'mailState'>>;

/** Raises a notification unless its (account, kind, key) was raised before; answers whether it was new. */
export async function raiseNotification(db: Db, notification: NewNotification): Promise<boolean> {
  const inserted = await db.insert(notifications).values(notification).onConflictDoNothing().returning({ id: notifications.id });
  return inserted.length > 0;
}

/** The account's newest notifications and how many of all its notifications are unread. */
export async function listNotifications(db: Db, accountId: string): Promise<NotificationsResponse> {
  const [rows, [unread]] = await Promise.all([
    db.select().from(notifications).where(eq(notifications.accountId, accountId)).orderBy(desc(notifications.createdAt), desc(notifications.id)).limit(LISTED),
    db
      .select({ unread: count() })
      .from(notifications)
      .where(and(eq(notifications.accountId, accountId), isNull(notifications.readAt))),
  ]);
  return { notifications: rows.map(notificationOf), unreadCount: unread?.unread ?? 0 };
}

/** Marks the account's notification read (a second time changes nothing); false when the account has no such notification. */
export async function markNotificationRead(db: Db, accountId: string, id: string, now: Date): Promise<boolean> {
  const [found] = await db
    .select({ readAt: notifications.readAt })
    .from(notifications)
    .where(and(eq(notifications.accountId, accountId), eq(notifications.id, id)));
  if (!found) return false;
  if (found.readAt === null) {
    await db
      .update(notifications)
      .set({ readAt: now })
      .where(and(eq(notifications.accountId, accountId), eq(notifications.id, id), isNull(notifications.readAt)));
  }
  return true;
}

/** Marks every unread notification of the account read. */
export async function markAllNotificationsRead(db: Db, accountId: string, now: Date): Promise<void> {
  await db
    .update(notifications)
    .set({ readAt: now })
    .where(and(eq(notifications.accountId, accountId), isNull(notifications.readAt)));
}

function notificationOf(row: NotificationRow): Notification {
  return {
    id: row.id,
    kind: row.kind as NotificationKind,
    createdAt: row.createdAt.getTime(),
    read: row.readAt !== null,
    deviceName: row.deviceName,
    daysLeft: row.daysLeft,
    at: row.at.getTime(),
    browserName: row.browserName,
    systemName: row.systemName,
  };
}
