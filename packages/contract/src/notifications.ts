import Type from 'typebox';
import { defineEndpoint } from './endpoint';
import { ErrorBody, SIGNED_IN_ERRORS } from './error-body';
import { EpochMs, UUID_PATTERN } from './wire-types';
import { endpointRoutes } from './endpoint-routes';

/*
 * Notifications the server raises for an account (issue 18 part 5): a device backup will be
 * deleted in 30, 7 or 1 days, a temporary backup expires tomorrow, an erasure finished, a new
 * browser signed in. Shown in the notification drawer; the same reminders go out by e-mail,
 * each kind with its own unsubscribe link.
 */

export const NOTIFICATION_KINDS = ['backupDeletion', 'temporaryBackupExpiry', 'erasureFinished', 'newBrowserSignIn'] as const;
export const NotificationKind = Type.Union([
  Type.Literal('backupDeletion'),
  Type.Literal('temporaryBackupExpiry'),
  Type.Literal('erasureFinished'),
  Type.Literal('newBrowserSignIn'),
]);
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

const OrNull = <T extends Type.TSchema>(schema: T) => Type.Union([schema, Type.Null()]);

export const NotificationId = Type.String({ pattern: UUID_PATTERN, description: 'Notification id' });

export const Notification = Type.Object({
  id: NotificationId,
  kind: NotificationKind,
  createdAt: EpochMs,
  read: Type.Boolean(),
  /** The device whose backup it is (backupDeletion, temporaryBackupExpiry). */
  deviceName: OrNull(Type.String({ maxLength: 200 })),
  /** Whole days left before the backup is deleted (backupDeletion). */
  daysLeft: OrNull(Type.Integer({ minimum: 0 })),
  /** When the backup goes (backupDeletion, temporaryBackupExpiry) or when it happened (erasureFinished, newBrowserSignIn). */
  at: EpochMs,
  /** The browser and system that signed in (newBrowserSignIn). */
  browserName: OrNull(Type.String({ maxLength: 100 })),
  systemName: OrNull(Type.String({ maxLength: 100 })),
});
export type Notification = Type.Static<typeof Notification>;

export const NotificationsResponse = Type.Object({ notifications: Type.Array(Notification), unreadCount: Type.Integer({ minimum: 0 }) });
export type NotificationsResponse = Type.Static<typeof NotificationsResponse>;

/** The account's notifications, the newest first (at most 50), and how many are unread. */
export const getNotifications = defineEndpoint({
  ...endpointRoutes.getNotifications,
  summary: 'The account’s notifications',
  tags: ['notifications'],
  responses: { 200: NotificationsResponse, ...SIGNED_IN_ERRORS },
});

/** Marks one notification read; another account's, or an unknown id, is not found (404). */
export const markNotificationRead = defineEndpoint({
  ...endpointRoutes.markNotificationRead,
  summary: 'Mark a notification read',
  tags: ['notifications'],
  params: Type.Object({ id: NotificationId }),
  body: Type.Object({}, { additionalProperties: false }),
  responses: { 200: Type.Object({ id: NotificationId, read: Type.Literal(true) }), ...SIGNED_IN_ERRORS, 404: ErrorBody },
});

/** Marks every notification of the account read. */
export const markAllNotificationsRead = defineEndpoint({
  ...endpointRoutes.markAllNotificationsRead,
  summary: 'Mark every notification read',
  tags: ['notifications'],
  body: Type.Object({}, { additionalProperties: false }),
  responses: { 200: Type.Object({ unreadCount: Type.Literal(0) }), ...SIGNED_IN_ERRORS },
});

/**
 * The unsubscribe link of a reminder e-mail: a page of the server itself, which works without
 * signing in (the token in the link is signed for one account and one kind). GET shows a
 * button; the button POSTs, so a mail scanner that opens links unsubscribes nobody.
 */
export const MAIL_UNSUBSCRIBE_PATH = '/mail/unsubscribe';
