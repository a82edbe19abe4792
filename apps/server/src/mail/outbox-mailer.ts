import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { createTransport } from 'nodemailer';
import type { MailLog, MailMessage, Mailer } from './mailer';

/**
 * The mailer of a portal without a mail server (local runs, demos, tests): each e-mail
 * becomes an .eml file in the outbox folder (owner-only), and one log line names the
 * recipient, the subject and the file. Never the link: it is a credential, and no credential
 * goes into a log (issue 15). Use SMTP_URL in production.
 */
export class OutboxMailer implements Mailer {
  // nodemailer's stream transport builds a proper MIME message (encoded headers, line lengths) without sending it.
  private readonly composer = createTransport({ streamTransport: true, buffer: true, newline: 'unix' });

  constructor(
    readonly outboxDir: string,
    private readonly from: string,
    private readonly log: MailLog,
  ) {}

  async send(message: MailMessage): Promise<void> {
    const composed = await this.composer.sendMail({ from: this.from, to: message.to, subject: message.subject, text: message.text });
    await mkdir(this.outboxDir, { recursive: true, mode: 0o700 });
    // Time first, so a directory listing is in sending order; the random part keeps names unique.
    const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomBytes(4).toString('hex')}.eml`;
    const file = path.join(this.outboxDir, name);
    await writeFile(file, composed.message, { mode: 0o600 });
    this.log.info({ to: message.to, subject: message.subject, file }, `E-mail to ${message.to} ("${message.subject}") written to ${file}`);
  }
}
