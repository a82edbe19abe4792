import type { NotificationKind } from '@cloud-portal/contract/notifications';
import { eq, sql } from 'drizzle-orm';
import { newSecretToken } from '../../auth/secret-token';
import type { Db } from '../../db/database';
import { notificationMailSettings } from '../../db/schema';

export interface MailSettingsOfAccount {
  signingKey: string;
  unsubscribedKinds: NotificationKind[];
}

/** The account's reminder e-mail settings, made (with a new signing key) on first use. */
export async function mailSettingsOf(db: Db, accountId: string): Promise<MailSettingsOfAccount> {
  await db.insert(notificationMailSettings).values({ accountId, signingKey: newSecretToken() }).onConflictDoNothing();
  const [row] = await db.select().from(notificationMailSettings).where(eq(notificationMailSettings.accountId, accountId));
  if (!row) throw new Error(`no mail settings for account ${accountId}`);
  return { signingKey: row.signingKey, unsubscribedKinds: row.unsubscribedKinds as NotificationKind[] };
}

/** The account's settings if it has any (an unsubscribe link never makes them). */
export async function findMailSettings(db: Db, accountId: string): Promise<MailSettingsOfAccount | null> {
  const [row] = await db.select().from(notificationMailSettings).where(eq(notificationMailSettings.accountId, accountId));
  return row ? { signingKey: row.signingKey, unsubscribedKinds: row.unsubscribedKinds as NotificationKind[] } : null;
}

/** Stops the kind's e-mails to the account (a second time changes nothing). */
export async function unsubscribe(db: Db, accountId: string, kind: NotificationKind): Promise<void> {
  await db
    .update(notificationMailSettings)
    .set({ unsubscribedKinds: sql`array_append(array_remove(${notificationMailSettings.unsubscribedKinds}, ${kind}), ${kind})` })
    .where(eq(notificationMailSettings.accountId, accountId));
}
