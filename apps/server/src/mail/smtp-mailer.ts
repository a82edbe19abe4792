import { createTransport, type Transporter } from 'nodemailer';
import type { MailLog, MailMessage, Mailer } from './mailer';

/** Sends through the mail server of SMTP_URL. The log line leaves the link out: it is a credential. */
export class SmtpMailer implements Mailer {
  private readonly transport: Transporter;

  constructor(
    smtpUrl: string,
    private readonly from: string,
    private readonly log: MailLog,
  ) {
    this.transport = createTransport(smtpUrl);
  }

  async send(message: MailMessage): Promise<void> {
    await this.transport.sendMail({ from: this.from, to: message.to, subject: message.subject, text: message.text });
    this.log.info({ to: message.to, subject: message.subject }, `E-mail sent to ${message.to}`);
  }
}
