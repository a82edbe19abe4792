import type { NotificationKind } from '@cloud-portal/contract/notifications';
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { accounts, notifications } from '../../db/schema';
import type { Mailer } from '../../mail/mailer';
import { emailAddressOf } from '../verification/verification-service';
import { mailSettingsOf } from './mail-settings-repository';
import { reminderEmail } from './reminder-email';
import { unsubscribeToken } from './unsubscribe-token';

/** E-mails sent per round; the rest wait for the next. */
const PER_ROUND = 100;

export interface ReminderMailContext {
  db: Db;
  mailer: Mailer;
  publicUrl: string;
}

/**
 * E-mails the notifications whose mail is due: each is claimed ('due' → 'sent') before it is
 * sent, so two nodes never send one twice; a send that fails puts it back for the next round.
 * An account without a validated address, or unsubscribed from the kind, gets none ('none').
 * Answers how many were sent.
 */
export async function sendDueReminderMails({ db, mailer, publicUrl }: ReminderMailContext): Promise<number> {
  const due = await db
    .select({ notification: notifications, account: { displayName: accounts.displayName, loginId: accounts.loginId, validatedEmail: accounts.validatedEmail } })
    .from(notifications)
    .innerJoin(accounts, eq(accounts.id, notifications.accountId))
    .where(eq(notifications.mailState, 'due'))
    .orderBy(asc(notifications.createdAt))
    .limit(PER_ROUND);
  let sent = 0;
  for (const { notification, account } of due) {
    const kind = notification.kind as NotificationKind;
    const settings = await mailSettingsOf(db, notification.accountId);
    const to = emailAddressOf(account);
    const wanted = to !== null && !settings.unsubscribedKinds.includes(kind);
    if (!(await claim(db, notification.id, wanted ? 'sent' : 'none')) || !wanted) continue;
    try {
      await mailer.send(reminderEmail({ to, name: account.displayName, notification, publicUrl, unsubscribeToken: unsubscribeToken(notification.accountId, kind, settings.signingKey) }));
      sent += 1;
    } catch (error) {
      await db.update(notifications).set({ mailState: 'due' }).where(eq(notifications.id, notification.id));
      throw error;
    }
  }
  return sent;
}

/** Moves a due mail on to `state`; false when another node claimed it first. */
async function claim(db: Db, id: string, state: 'sent' | 'none'): Promise<boolean> {
  const claimed = await db
    .update(notifications)
    .set({ mailState: state })
    .where(and(eq(notifications.id, id), eq(notifications.mailState, 'due')))
    .returning({ id: notifications.id });
  return claimed.length > 0;
}
