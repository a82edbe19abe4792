import type { Notification } from '@cloud-portal/contract/notifications';
import type { TFunction } from 'i18next';

/** What a notification says, in the page's language, from its kind and the names it carries. */
export function notificationMessage(t: TFunction, notification: Notification): string {
  const device = notification.deviceName ?? t('notifications.kinds.yourDevice');
  switch (notification.kind) {
    case 'backupDeletion':
      // On its last day a backup goes within a day: "in 1 day" rather than "in 0 days".
      return t('notifications.kinds.backupDeletion', { device, count: Math.max(1, notification.daysLeft ?? 1) });
    case 'temporaryBackupExpiry':
      return t('notifications.kinds.temporaryBackupExpiry', { device });
    case 'erasureFinished':
      return t('notifications.kinds.erasureFinished');
    case 'newBrowserSignIn': {
      const { browserName, systemName } = notification;
      if (browserName === null) return t('notifications.kinds.newBrowserSignInUnknown');
      const browser = systemName === null ? browserName : t('notifications.kinds.browserOnSystem', { browser: browserName, system: systemName });
      return t('notifications.kinds.newBrowserSignIn', { browser });
    }
  }
}
