import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useHeaderDrawer } from '../../use-header-drawer';
import { useGetNotificationsQuery } from '../api/get-notifications';
import { NotificationDrawer } from './notification-drawer';
import styles from './notification-menu.module.css';

/** Shown on the badge; the button's name says the exact count. */
const BADGE_LIMIT = 99;

/**
 * The header's notification bell and its drawer (issue 18 part 5; spec §2: the profile and
 * notification drawers exclude each other, through the store). Click, Space or Enter opens
 * it; opened from the keyboard, focus moves in. Escape closes it with focus back on the bell;
 * a click outside or focus leaving closes it too, as the profile drawer does.
 */
export function NotificationMenu() {
  const { t } = useTranslation();
  const { isOpen, drawerId, focusRequest, open, close, handleButtonKeyDown, wrapperProps, buttonProps } =
    useHeaderDrawer('notification');
  const { data } = useGetNotificationsQuery();
  const unread = data?.unreadCount ?? 0;

  function handleClick(event: MouseEvent<HTMLButtonElement>) {
    if (isOpen) close(false);
    // A click with no pointer (detail 0) came from the keyboard (Space).
    else open(event.detail === 0);
  }

  return (
    <div {...wrapperProps} className={styles.wrapper}>
      <button
        {...buttonProps}
        className={styles.bell}
        aria-label={unread > 0 ? t('notifications.bell.labelUnread', { count: unread }) : t('notifications.bell.label')}
        onClick={handleClick}
        // Enter on the open bell is its click, which closes the drawer.
        onKeyDown={(event) => handleButtonKeyDown(event, isOpen ? null : () => open(true))}
      >
        <svg className={styles.icon} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path d="M12 22a2 2 0 0 0 2-2h-4a2 2 0 0 0 2 2Zm6-6V11c0-3.07-1.64-5.64-4.5-6.32V4a1.5 1.5 0 0 0-3 0v.68C7.63 5.36 6 7.92 6 11v5l-2 2v1h16v-1l-2-2Z" />
        </svg>
        {unread > 0 && (
          <span className={styles.badge} aria-hidden="true" data-testid="notification-badge">
            {unread > BADGE_LIMIT ? `${BADGE_LIMIT}+` : unread}
          </span>
        )}
      </button>
      {isOpen && <NotificationDrawer id={drawerId} focusRequest={focusRequest} onClose={() => close(true)} />}
    </div>
  );
}
