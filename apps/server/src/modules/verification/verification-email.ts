import type { MailMessage } from '../../mail/mailer';

/**
 * The text of the web sign-in confirmation e-mail. Mail text is written by the server, so it
 * lives here in English rather than in the web app's translation bundles.
 */
export function webSignInConfirmationEmail(options: { to: string; name: string; link: string; validForMinutes: number }): MailMessage {
  const { to, name, link, validForMinutes } = options;
  return {
    to,
    link,
    subject: 'Confirm your sign-in to Cloud Portal',
    text: [
      `Hello ${name},`,
      '',
      'Someone is signing in to Cloud Portal with your account in a web browser that has not been used with it before.',
      `If this is you, open this link in that browser within ${validForMinutes} minutes to confirm:`,
      '',
      link,
      '',
      'If this was not you, do not open the link, and change your password: someone else knows it.',
      '',
      'Cloud Portal',
    ].join('\n'),
  };
}
