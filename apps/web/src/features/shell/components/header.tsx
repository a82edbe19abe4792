import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PortalRoutes } from '@cloud-portal/contract/portal-routes';
import type { SessionInfo } from '@cloud-portal/contract/session';
import { useAppSelector } from '@/app/hooks';
import { selectIsHighContrast, selectIsRightToLeft } from '@/stores/preferences-slice';
import { logoSource } from '../logo-source';
import { ProfileMenu } from './profile-menu';
import styles from './header.module.css';

export interface HeaderProps {
  /** The signed-in session; null for a visitor (no profile button then). */
  session: SessionInfo | null;
  onSignOut: () => void;
}

export function Header({ session, onSignOut }: HeaderProps) {
  const { t } = useTranslation();
  const isHighContrast = useAppSelector(selectIsHighContrast);
  const isRightToLeft = useAppSelector(selectIsRightToLeft);

  return (
    <header className={styles.header}>
      <Link to={PortalRoutes.home} className={styles.logoLink}>
        <img
          className={styles.logo}
          src={logoSource({ isHighContrast, isRightToLeft })}
          alt={t('shell.header.logoAlt')}
          width={160}
          height={32}
        />
      </Link>
      {session !== null && (
        <ProfileMenu account={session.account} links={session.links} onSignOut={onSignOut} />
      )}
    </header>
  );
}
