import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PortalRoutes } from '@cloud-portal/contract/portal-routes';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { isAnalyticsOffered } from '@/lib/storage/cookie-regime';
import { useDocumentTitle } from '@/lib/hooks/use-document-title';
import { cookieSettingsOpened } from '@/stores/layout-slice';
import { selectCountryCode } from '@/stores/preferences-slice';
import { Button } from '@/ui/button';
import { Page, PageTitle } from '@/ui/page-layout';
import { COOKIE_CATALOGUE } from '../cookie-catalogue';
import { CookieTable } from './cookie-table';

/** The cookie-policy sub-page (/cookie-policy/cookie-list): every cookie, by category. */
export function CookieListPage() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const countryCode = useAppSelector(selectCountryCode);
  useDocumentTitle(t('cookies.list.pageTitle'));

  return (
    <Page as="article" spacing="relaxed" width="reading" aria-labelledby="cookie-list-title">
      <p>
        <Link to={PortalRoutes.cookiePolicy}>{t('cookies.list.back')}</Link>
      </p>
      <PageTitle id="cookie-list-title">
        {t('cookies.list.title')}
      </PageTitle>
      <p>{t('cookies.list.intro')}</p>
      <CookieTable caption={t('cookies.categories.essential.title')} entries={COOKIE_CATALOGUE.essential} />
      <CookieTable caption={t('cookies.categories.functional.title')} entries={COOKIE_CATALOGUE.functional} />
      {isAnalyticsOffered(countryCode) && (
        <CookieTable caption={t('cookies.categories.analytics.title')} entries={COOKIE_CATALOGUE.analytics} />
      )}
      <div>
        <Button variant="secondary" onClick={() => dispatch(cookieSettingsOpened())}>
          {t('cookies.settings.open')}
        </Button>
      </div>
    </Page>
  );
}
