import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { PortalRoutes } from '@cloud-portal/contract/portal-routes';
import { useAppSelector } from '@/app/hooks';
import { isApiError } from '@/lib/api/api-error';
import { errorRouteForStatus } from '@/lib/navigation/error-routes';
import { selectCountryCode, selectLanguage } from '@/stores/preferences-slice';
import { Button } from '@/ui/button';
import { endpointRoutes } from '@cloud-portal/contract/endpoint-routes';
import type { StartSignInBody } from '@cloud-portal/contract/sign-in';
import { providerLocale, signIn } from '../sign-in';
import type { SignedOutRoute } from '../sign-in-marker';

export interface SignInButtonProps {
  /** Where to land once signed in. */
  returnTo?: string;
  /** Where the provider's Back link leads. */
  goBackRoute?: string;
  /** The signed-out page this button is on, which leaves a sealed marker (spec §2). */
  startedFrom?: SignedOutRoute;
}

const SIGN_IN_NAVIGATION = endpointRoutes.startSignInNavigation.path;

/**
 * Starts the sign-in round trip. Busy until the browser leaves for the provider; when the
 * server cannot prepare it (the provider is down, say) the matching error page shows.
 * It is a form the server also answers as a navigation, so a press before the app has
 * taken the prerendered page over (or without JavaScript) reaches the provider all the same.
 */
export function SignInButton({
  returnTo = PortalRoutes.home,
  goBackRoute = PortalRoutes.login,
  startedFrom,
}: SignInButtonProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const language = useAppSelector(selectLanguage);
  const countryCode = useAppSelector(selectCountryCode);
  const [isBusy, setIsBusy] = useState(false);

  async function handleClick() {
    setIsBusy(true);
    try {
      await signIn({ returnTo, goBackRoute, language, countryCode, startedFrom });
    } catch (error) {
      setIsBusy(false);
      await navigate(errorRouteForStatus(isApiError(error) ? error.status : 500));
    }
  }

  const fields: StartSignInBody = { returnTo, goBackRoute, locale: providerLocale(language, countryCode), countryCode };
  return (
    <form
      method="get"
      action={SIGN_IN_NAVIGATION}
      onSubmit={(event) => {
        event.preventDefault();
        if (!isBusy) void handleClick();
      }}
    >
      {Object.entries(fields).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <Button type="submit" busy={isBusy}>
        {isBusy ? t('auth.signIn.busy') : t('auth.signIn.button')}
      </Button>
    </form>
  );
}
