import type { Db } from '../db/database';
import type { Mailer } from '../mail/mailer';
import { raiseDueReminders } from '../modules/notifications/raise-reminders';
import { sendDueReminderMails } from '../modules/notifications/send-reminder-mails';
import { startPollLoop, type PollLoop } from './poll-loop';

export interface ReminderWorkerOptions {
  db: Db;
  mailer: Mailer;
  publicUrl: string;
  logger: { info(details: object, message: string): void; error(details: object, message: string): void };
  /** Time between rounds (default ten minutes); the first runs at start. */
  intervalMs?: number;
  now?: () => Date;
}

const DEFAULT_INTERVAL_MS = 10 * 60 * 1000;

/**
 * Raises the notifications due (backups about to be deleted, temporary backups expiring,
 * erasures finished, new browsers) and e-mails them, now and then every interval. Rounds on
 * several nodes at once raise and send each reminder once (raise-reminders.ts, send-reminder-mails.ts).
 */
export function startReminderWorker(options: ReminderWorkerOptions): PollLoop {
  const now = options.now ?? (() => new Date());
  return startPollLoop(
    async () => {
      const raised = await raiseDueReminders(options.db, now());
      const mailed = await sendDueReminderMails(options);
      if (raised + mailed > 0) options.logger.info({ raised, mailed }, 'reminders raised and e-mailed');
    },
    options.intervalMs ?? DEFAULT_INTERVAL_MS,
    (error) => options.logger.error({ err: error }, 'reminders could not be raised or e-mailed'),
  );
}
