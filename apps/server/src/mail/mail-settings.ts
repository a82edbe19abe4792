import { ConfigError } from '../config/config-error';
import type { Environment } from '../config/config';

export interface MailSettings {
  /** smtp:// or smtps:// URL of the mail server; null writes e-mails to the outbox folder instead. */
  smtpUrl: string | null;
  /** The sender address of every e-mail. */
  from: string;
}

/**
 * Reads SMTP_URL and MAIL_FROM. They belong in Config (smtpUrl, mailFrom); until the lead
 * moves them there the mail module reads them itself, failing with the variable's name.
 */
export function readMailSettings(env: Environment, publicUrl: string): MailSettings {
  return { smtpUrl: readSmtpUrl(env), from: readMailFrom(env, publicUrl) };
}

function readSmtpUrl(env: Environment): string | null {
  const value = env.SMTP_URL?.trim();
  if (!value) return null;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new ConfigError('SMTP_URL', 'must be an smtp://user:password@host:port or smtps://… URL');
  }
  if (url.protocol !== 'smtp:' && url.protocol !== 'smtps:') {
    throw new ConfigError('SMTP_URL', `must start with smtp:// or smtps:// (got "${url.protocol}//…")`);
  }
  return value;
}

function readMailFrom(env: Environment, publicUrl: string): string {
  const value = env.MAIL_FROM?.trim();
  if (!value) return `Cloud Portal <no-reply@${new URL(publicUrl).hostname}>`;
  // A line break would let the value add mail headers of its own.
  if (!value.includes('@') || /[\r\n]/.test(value)) {
    throw new ConfigError('MAIL_FROM', `must be an e-mail address such as "Cloud Portal <no-reply@example.com>" (got "${value}")`);
  }
  return value;
}
