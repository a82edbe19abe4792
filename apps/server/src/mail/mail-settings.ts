/** SMTP_URL and MAIL_FROM, as the configuration checked them (config/environment-schema.ts). */
export interface MailSettings {
  /** smtp:// or smtps:// URL of the mail server; null writes e-mails to the outbox folder instead. */
  smtpUrl: string | null;
  /** The sender address of every e-mail. */
  from: string;
}
