import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PortalRoutes } from '@cloud-portal/contract/portal-routes';
import { buttonClassName } from '@/ui/button';

/** The way on from a page that is a dead end: home for a signed-in user, sign in for a visitor. */
export function WayOnLink({ isSignedIn }: { isSignedIn: boolean }) {
  const { t } = useTranslation();
  return isSignedIn ? (
    <Link className={buttonClassName('primary')} to={PortalRoutes.home}>
      {t('errors.wayOn.home')}
    </Link>
  ) : (
    <Link className={buttonClassName('primary')} to={PortalRoutes.login}>
      {t('errors.wayOn.signIn')}
    </Link>
  );
}
