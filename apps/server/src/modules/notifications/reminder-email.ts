import { MAIL_UNSUBSCRIBE_PATH, type NotificationKind } from '@cloud-portal/contract/notifications';
import type { MailMessage } from '../../mail/mailer';
import type { NotificationRow } from './notification-repository';

/**
 * The text of a reminder e-mail (issue 18 part 5). Mail text is written by the server in
 * English, like the sign-in confirmation (verification-email.ts). Every e-mail ends with the
 * link that stops e-mails of its kind, which works without signing in.
 */
export function reminderEmail(options: { to: string; name: string; notification: NotificationRow; publicUrl: string; unsubscribeToken: string }): MailMessage {
  const { to, name, notification, publicUrl } = options;
  const unsubscribeLink = `${publicUrl}${MAIL_UNSUBSCRIBE_PATH}?token=${encodeURIComponent(options.unsubscribeToken)}`;
  const { subject, lines } = contentOf(notification, publicUrl);
  return {
    to,
    subject,
    link: unsubscribeLink,
    text: [
      `Hello ${name},`,
      '',
      ...lines,
      '',
      'Cloud Portal',
      '',
      `To stop e-mails like this one (${KIND_NAMES[notification.kind as NotificationKind]}), open: ${unsubscribeLink}`,
    ].join('\n'),
  };
}

const KIND_NAMES: Record<NotificationKind, string> = {
  backupDeletion: 'backups about to be deleted',
  temporaryBackupExpiry: 'temporary backups about to expire',
  erasureFinished: 'finished data erasures',
  newBrowserSignIn: 'sign-ins from new browsers',
};

const day = (at: Date) => at.toISOString().slice(0, 10);

function contentOf(notification: NotificationRow, publicUrl: string): { subject: string; lines: string[] } {
  const device = notification.deviceName ?? 'your device';
  switch (notification.kind as NotificationKind) {
    case 'backupDeletion': {
      const days = notification.daysLeft ?? 0;
      const when = days <= 1 ? 'tomorrow' : `in ${days} days`;
      return {
        subject: `The backup of ${device} will be deleted ${when}`,
        lines: [
          `The cloud backup of ${device} has not been updated for almost a year. Backups are kept 365 days after the last one, so it will be deleted ${when} (${day(notification.at)}).`,
          'Back up the device again to keep it. To see your backups, open:',
          `${publicUrl}/#/backup`,
        ],
      };
    }
    case 'temporaryBackupExpiry':
      return {
        subject: `The temporary backup of ${device} expires tomorrow`,
        lines: [
          `The temporary cloud backup of ${device} expires tomorrow (${day(notification.at)}). Restore it to a device before then, or postpone its expiry once:`,
          `${publicUrl}/#/backup`,
        ],
      };
    case 'erasureFinished':
      return {
        subject: 'Your data has been erased',
        lines: ['The data you asked us to erase from the cloud has been erased.'],
      };
    case 'newBrowserSignIn': {
      const browser = [notification.browserName, notification.systemName].filter(Boolean).join(' on ') || 'a new browser';
      return {
        subject: 'New sign-in to Cloud Portal',
        lines: [
          `Your account signed in to Cloud Portal from ${browser}, which it had not used before.`,
          'If this was not you, change your password and sign that browser out on the security page:',
          `${publicUrl}/#/security`,
        ],
      };
    }
  }
}
