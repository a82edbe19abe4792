import { useEffect, useRef, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PortalRoutes } from '@cloud-portal/contract/portal-routes';
import type { ProviderLinks, SessionAccount } from '@cloud-portal/contract/session';
import { useAppSelector } from '@/app/hooks';
import { useDisplayName } from '@/i18n/use-display-name';
import { submitFormNavigation } from '@/lib/navigation/submit-form-navigation';
import { selectCountryCode, selectIsRightToLeft, selectLanguage } from '@/stores/preferences-slice';
import { VisuallyHidden } from '@/ui/visually-hidden';
import { findDeviceDestination } from '../find-device-destination';
import { findDeviceLabelKey } from '../find-device-label';
import { routeTitleKey } from '../route-chrome';
import { Avatar } from './avatar';
import styles from './user-drawer.module.css';

export interface UserDrawerProps {
  id: string;
  account: SessionAccount;
  links: ProviderLinks;
  /** Each increase moves focus to the first action (the drawer was opened from the keyboard). */
  focusRequest: number;
  /** Close and give focus back to the profile button. */
  onClose: () => void;
  onSignOut: () => void;
}

/**
 * Spec §2 User drawer: who is signed in and its actions — the spec's three, and the
 * security page (issue 15) before Sign out. A non-modal dialog: arrow keys and Tab move
 * between the actions, Enter activates, Escape closes.
 */
export function UserDrawer({
  id,
  account,
  links,
  focusRequest,
  onClose,
  onSignOut,
}: UserDrawerProps) {
  const { t } = useTranslation();
  const countryCode = useAppSelector(selectCountryCode);
  const language = useAppSelector(selectLanguage);
  const isRightToLeft = useAppSelector(selectIsRightToLeft);
  const displayName = useDisplayName(account);
  const actionsRef = useRef<HTMLUListElement>(null);
  const findDevice = findDeviceDestination(links.findDeviceUrl, window.location.origin);

  function actionElements(): HTMLElement[] {
    return Array.from(
      actionsRef.current?.querySelectorAll<HTMLElement>('[data-drawer-action]') ?? [],
    );
  }

  useEffect(() => {
    if (focusRequest > 0) {
      actionsRef.current?.querySelector<HTMLElement>('[data-drawer-action]')?.focus();
    }
  }, [focusRequest]);

  function moveFocus(step: number | 'first' | 'last') {
    const actions = actionElements();
    if (actions.length === 0) return;
    const current = actions.indexOf(document.activeElement as HTMLElement);
    let next: number;
    if (step === 'first') next = 0;
    else if (step === 'last') next = actions.length - 1;
    else next = (Math.max(current, step > 0 ? -1 : 0) + step + actions.length) % actions.length;
    actions[next]?.focus();
  }

  function handleKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const forward = isRightToLeft ? 'ArrowLeft' : 'ArrowRight';
    const backward = isRightToLeft ? 'ArrowRight' : 'ArrowLeft';
    switch (event.key) {
      case 'ArrowDown':
      case forward:
        moveFocus(1);
        break;
      case 'ArrowUp':
      case backward:
        moveFocus(-1);
        break;
      case 'Home':
        moveFocus('first');
        break;
      case 'End':
        moveFocus('last');
        break;
      case 'Escape':
        onClose();
        break;
      default:
        return;
    }
    event.preventDefault();
    event.stopPropagation();
  }

  function openProfilePage() {
    if (links.profilePageUrl === null) return;
    submitFormNavigation(
      {
        action: links.profilePageUrl,
        fields: {
          actionID: 'ModifyUserInfo',
          serviceID: links.serviceId,
          countryCode,
          languageCode: language,
          returnURL: `${window.location.origin}/`,
        },
      },
      { newTab: true },
    );
  }

  return (
    <div
      id={id}
      role="dialog"
      aria-label={t('shell.drawer.label')}
      className={styles.drawer}
      onKeyDown={handleKeyDown}
    >
      <div className={styles.identity}>
        <Avatar name={displayName} imageUrl={account.profileImageUrl} size="large" />
        <p className={styles.name}>{displayName}</p>
        <p className={styles.loginId}>{account.loginId}</p>
      </div>
      <ul ref={actionsRef} className={styles.actions}>
        {links.profilePageUrl !== null && (
          <li>
            <button
              type="button"
              className={styles.action}
              data-drawer-action
              onClick={openProfilePage}
            >
              {t('shell.drawer.profilePage')}
              <VisuallyHidden> {t('shell.drawer.newTab')}</VisuallyHidden>
            </button>
          </li>
        )}
        <li>
          {findDevice.kind === 'portal' ? (
            // The portal's own screen: named as that screen, in this tab, like Security below.
            <Link className={styles.action} data-drawer-action to={findDevice.route} onClick={onClose}>
              {t(routeTitleKey(findDevice.route))}
            </Link>
          ) : (
            <a
              className={styles.action}
              data-drawer-action
              href={findDevice.url}
              target="_blank"
              rel="noopener noreferrer"
            >
              {t(findDeviceLabelKey(countryCode))}
              <VisuallyHidden> {t('shell.drawer.newTab')}</VisuallyHidden>
            </a>
          )}
        </li>
        <li>
          {/* The drawer closes as the page opens: it would otherwise cover the page's start. */}
          <Link className={styles.action} data-drawer-action to={PortalRoutes.security} onClick={onClose}>
            {t('shell.drawer.security')}
          </Link>
        </li>
        <li>
          <button type="button" className={styles.action} data-drawer-action onClick={onSignOut}>
            {t('shell.drawer.signOut')}
          </button>
        </li>
      </ul>
    </div>
  );
}
