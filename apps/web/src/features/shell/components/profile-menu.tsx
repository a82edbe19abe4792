import { useCallback, useEffect, useRef, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { ProviderLinks, SessionAccount } from '@cloud-portal/contract/session';
import { useDisplayName } from '@/i18n/use-display-name';
import { useHeaderDrawer } from '../use-header-drawer';
import { UserDrawer } from './user-drawer';
import styles from './profile-menu.module.css';
import { useProfilePicture } from './use-profile-picture';

export interface ProfileMenuProps {
  account: SessionAccount;
  links: ProviderLinks;
  onSignOut: () => void;
}

type OpenedBy = 'hover' | 'click' | 'keyboard';

/**
 * Spec §2 Header profile button and its user drawer. The drawer opens on hover, click,
 * touch and Enter; it closes on Escape (focus back on the button), on mouse leave, on a
 * touch or click outside, and when focus leaves it. Whether it is open lives in the store,
 * where opening another header drawer (notifications) closes it.
 */
export function ProfileMenu({ account, links, onSignOut }: ProfileMenuProps) {
  const { t } = useTranslation();
  const displayName = useDisplayName(account);
  // How the drawer was opened; null while it is closed. A ref, so native listeners and
  // handlers of the same event all see the latest value.
  const openedBy = useRef<OpenedBy | null>(null);
  const forgetOpenedBy = useCallback(() => {
    openedBy.current = null;
  }, []);
  const {
    isOpen,
    drawerId,
    wrapperRef,
    focusRequest,
    open: openDrawer,
    close,
    handleButtonKeyDown,
    wrapperProps,
    buttonProps,
  } = useHeaderDrawer('profile', forgetOpenedBy);

  // Closed from elsewhere (another drawer opened, a sign-out): forget how it was opened.
  useEffect(() => {
    if (!isOpen) openedBy.current = null;
  }, [isOpen]);

  const open = useCallback(
    (by: OpenedBy, moveFocusIn: boolean) => {
      // Clicking a drawer that hovering opened keeps it open rather than toggling it shut.
      if (openedBy.current === null || openedBy.current === 'hover') openedBy.current = by;
      openDrawer(moveFocusIn);
    },
    [openDrawer],
  );

  // Native pointerenter/pointerleave: they fire once for the whole wrapper (button and
  // drawer), so moving from the button into the drawer does not close it.
  useEffect(() => {
    const wrapper = wrapperRef.current;
    if (wrapper === null) return;
    function onEnter(event: PointerEvent) {
      if (event.pointerType === 'mouse' && openedBy.current === null) open('hover', false);
    }
    function onLeave(event: PointerEvent) {
      if (event.pointerType === 'mouse' && openedBy.current !== null) close(false);
    }
    wrapper.addEventListener('pointerenter', onEnter);
    wrapper.addEventListener('pointerleave', onLeave);
    return () => {
      wrapper.removeEventListener('pointerenter', onEnter);
      wrapper.removeEventListener('pointerleave', onLeave);
    };
  }, [wrapperRef, open, close]);

  function handleClick(event: MouseEvent<HTMLButtonElement>) {
    // A click with no pointer (detail 0) came from the keyboard (Space).
    const fromKeyboard = event.detail === 0;
    if (openedBy.current === null || openedBy.current === 'hover') {
      open(fromKeyboard ? 'keyboard' : 'click', fromKeyboard);
    } else {
      close(false);
    }
  }

  return (
    <div {...wrapperProps} className={styles.wrapper}>
      <button
        {...buttonProps}
        className={styles.profileButton}
        aria-label={t('shell.header.profileButton', { name: displayName })}
        onClick={handleClick}
        // Enter opens even an open drawer: it moves focus into it again.
        onKeyDown={(event) => handleButtonKeyDown(event, () => open('keyboard', true))}
      >
        <ProfileImage imageUrl={account.profileImageUrl} />
      </button>
      {isOpen && (
        <UserDrawer
          id={drawerId}
          account={account}
          links={links}
          focusRequest={focusRequest}
          onClose={() => close(true)}
          onSignOut={onSignOut}
        />
      )}
    </div>
  );
}

/**
 * After a reload, while the first session check runs: the picture of the profile the
 * persisted client store kept (spec §3), where the profile button will be, so the header
 * looks the same before and after the check answers. Not a control yet, and hidden from
 * assistive technology like the rest of the frame's loading state.
 */
export function KeptProfilePicture({ account }: { account: SessionAccount }) {
  return (
    <span className={`${styles.profileButton} ${styles.kept}`} aria-hidden="true">
      <ProfileImage imageUrl={account.profileImageUrl} />
    </span>
  );
}

/** The round picture of the profile button, or a default person icon. */
function ProfileImage({ imageUrl }: { imageUrl: string | null }) {
  const picture = useProfilePicture(imageUrl);
  if (picture !== null) return <img className={styles.image} {...picture} />;
  return (
    <svg className={styles.icon} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d="M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20Zm0 4a3.5 3.5 0 1 1 0 7 3.5 3.5 0 0 1 0-7Zm0 14a8 8 0 0 1-6.1-2.84C7.1 15.4 9.4 14.5 12 14.5s4.9.9 6.1 2.66A8 8 0 0 1 12 20Z" />
    </svg>
  );
}
