/** One e-mail the portal sends (plain text, English: mail text is server-side, outside the web's translation bundles). */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  /** The link the message asks its reader to open (a credential: never logged). */
  link: string;
}

/** Sends the portal's e-mails: to the outbox folder by default, through SMTP when SMTP_URL is set. */
export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

/** The part of a logger the mailers use (Fastify's logger, or a console-backed one in scripts). */
export interface MailLog {
  info(details: object, message: string): void;
}
