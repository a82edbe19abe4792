import { useEffect, useId, useRef, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormatters } from '@/i18n/use-formatters';
import { Button } from '@/ui/button';
import { LoadError } from '@/ui/load-error';
import { VisuallyHidden } from '@/ui/visually-hidden';
import { useGetNotificationsQuery } from '../api/get-notifications';
import { useMarkAllNotificationsReadMutation, useMarkNotificationReadMutation } from '../api/mark-notifications-read';
import { notificationMessage } from '../notification-message';
import styles from './notification-drawer.module.css';

export interface NotificationDrawerProps {
  id: string;
  /** Each increase moves focus into the drawer (it was opened from the keyboard). */
  focusRequest: number;
  /** Close and give focus back to the bell. */
  onClose: () => void;
}

/**
 * The notification drawer: the account's notifications, newest first, unread ones marked
 * and each with "Mark as read". A non-modal dialog like the user drawer: Tab moves through
 * it, Escape closes it. Loading, failure (with a retry) and an empty list each say so.
 */
export function NotificationDrawer({ id, focusRequest, onClose }: NotificationDrawerProps) {
  const { t } = useTranslation();
  const { formatDate } = useFormatters();
  const titleId = useId();
  const drawerRef = useRef<HTMLDivElement>(null);
  const { data, isLoading, isError, refetch } = useGetNotificationsQuery();
  const [markRead] = useMarkNotificationReadMutation();
  const [markAllRead, { isLoading: isMarkingAll }] = useMarkAllNotificationsReadMutation();

  useEffect(() => {
    if (focusRequest > 0) drawerRef.current?.focus();
  }, [focusRequest]);

  function handleKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (event.key !== 'Escape') return;
    event.preventDefault();
    event.stopPropagation();
    onClose();
  }

  /** After marking one read its button goes: focus moves to the drawer rather than being lost. */
  function markOneRead(notificationId: string) {
    drawerRef.current?.focus();
    void markRead(notificationId);
  }

  const notifications = data?.notifications ?? [];
  const unread = data?.unreadCount ?? 0;

  return (
    <div ref={drawerRef} id={id} role="dialog" aria-labelledby={titleId} tabIndex={-1} className={styles.drawer} onKeyDown={handleKeyDown}>
      <div className={styles.top}>
        <p id={titleId} className={styles.title}>
          {t('notifications.drawer.heading')}
        </p>
        {unread > 0 && (
          <button type="button" className={styles.textButton} disabled={isMarkingAll} onClick={() => void markAllRead()}>
            {t('notifications.drawer.markAllRead')}
          </button>
        )}
        <button type="button" className={styles.closeButton} aria-label={t('notifications.drawer.close')} onClick={onClose}>
          <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            <path d="M19 6.41 17.59 5 12 10.59 6.41 5 5 6.41 10.59 12 5 17.59 6.41 19 12 13.41 17.59 19 19 17.59 13.41 12 19 6.41Z" />
          </svg>
        </button>
      </div>
      {isLoading ? (
        <p className={styles.state} role="status">
          {t('notifications.drawer.loading')}
        </p>
      ) : isError && data === undefined ? (
        <div className={styles.state} role="alert">
          <LoadError message={t('notifications.drawer.loadError')} retryLabel={t('notifications.drawer.retry')} onRetry={() => void refetch()} />
        </div>
      ) : notifications.length === 0 ? (
        <p className={styles.state}>{t('notifications.drawer.empty')}</p>
      ) : (
        <ul className={styles.list}>
          {notifications.map((notification) => (
            <li key={notification.id} className={notification.read ? styles.item : `${styles.item} ${styles.unread}`}>
              {!notification.read && <VisuallyHidden>{t('notifications.drawer.unread')}: </VisuallyHidden>}
              <p className={styles.message}>{notificationMessage(t, notification)}</p>
              <p className={styles.meta}>
                <time dateTime={new Date(notification.createdAt).toISOString()}>{formatDate(notification.createdAt, { withYear: true })}</time>
              </p>
              {!notification.read && (
                <Button variant="secondary" className={styles.markRead} onClick={() => markOneRead(notification.id)}>
                  {t('notifications.drawer.markRead')}
                </Button>
              )}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
