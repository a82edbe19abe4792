import path from 'node:path';
import type { MailSettings } from './mail-settings';
import type { MailLog, Mailer } from './mailer';
import { OutboxMailer } from './outbox-mailer';
import { SmtpMailer } from './smtp-mailer';

/** SMTP when a mail server is configured, else the outbox folder `<dataDir>/outbox`. */
export function createMailer(settings: MailSettings, dataDir: string, log: MailLog): Mailer {
  return settings.smtpUrl
    ? new SmtpMailer(settings.smtpUrl, settings.from, log)
    : new OutboxMailer(outboxDirOf(dataDir), settings.from, log);
}

export function outboxDirOf(dataDir: string): string {
  return path.join(dataDir, 'outbox');
}
