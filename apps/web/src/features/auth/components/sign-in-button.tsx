import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { PortalRoutes } from '@cloud-portal/contract/portal-routes';
import { useAppSelector } from '@/app/hooks';
import { isApiError } from '@/lib/api-error';
import { errorRouteForStatus } from '@/lib/error-routes';
import { selectCountryCode, selectLanguage } from '@/stores/preferences-slice';
import { Button } from '@/ui/button';
import { signIn } from '../sign-in';

export interface SignInButtonProps {
  /** Where to land once signed in. */
  returnTo?: string;
  /** Where the provider's Back link leads. */
  goBackRoute?: string;
}

/**
 * Starts the sign-in round trip. Busy until the browser leaves for the provider; when the
 * server cannot prepare it (the provider is down, say) the matching error page shows.
 */
export function SignInButton({
  returnTo = PortalRoutes.home,
  goBackRoute = PortalRoutes.login,
}: SignInButtonProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const language = useAppSelector(selectLanguage);
  const countryCode = useAppSelector(selectCountryCode);
  const [isBusy, setIsBusy] = useState(false);

  async function handleClick() {
    setIsBusy(true);
    try {
      await signIn({ returnTo, goBackRoute, language, countryCode });
    } catch (error) {
      setIsBusy(false);
      await navigate(errorRouteForStatus(isApiError(error) ? error.status : 500));
    }
  }

  return (
    <Button busy={isBusy} onClick={() => void handleClick()}>
      {isBusy ? t('auth.signIn.busy') : t('auth.signIn.button')}
    </Button>
  );
}
