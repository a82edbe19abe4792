import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PortalRoutes } from '@cloud-portal/contract/portal-routes';
import {
  COOKIE_POLICY_UPDATED_EU,
  COOKIE_POLICY_UPDATED_LATIN_AMERICA,
} from '@cloud-portal/domain/constants';
import { useFormatters } from '@/i18n/use-formatters';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { cookieRegimeOf, isAnalyticsOffered, type CookieRegime } from '@/lib/storage/cookie-regime';
import { useDocumentTitle } from '@/lib/hooks/use-document-title';
import { cookieSettingsOpened } from '@/stores/layout-slice';
import { selectCountryCode } from '@/stores/preferences-slice';
import { Button } from '@/ui/button';
import { Page, PageTitle } from '@/ui/page-layout';
import styles from './cookie-policy.module.css';

/** The date each regime's policy was last updated (spec §9). */
const UPDATED: Readonly<Record<CookieRegime, string>> = {
  europe: COOKIE_POLICY_UPDATED_EU,
  latinAmerica: COOKIE_POLICY_UPDATED_LATIN_AMERICA,
};

/**
 * Spec §2 /cookie-policy: what the portal stores, why, and how to choose, dated by the
 * viewer's regime (spec §9). The route sends viewers without a regime home.
 */
export function CookiePolicyPage() {
  const { t } = useTranslation();
  const { formatDate } = useFormatters();
  const dispatch = useAppDispatch();
  const countryCode = useAppSelector(selectCountryCode);
  useDocumentTitle(t('cookies.policy.pageTitle'));
  const regime = cookieRegimeOf(countryCode) ?? 'europe';
  const updated = formatDate(Date.parse(UPDATED[regime]), { withYear: true });

  return (
    <Page as="article" spacing="relaxed" width="reading" aria-labelledby="cookie-policy-title">
      <PageTitle id="cookie-policy-title">
        {t('cookies.policy.title')}
      </PageTitle>
      <p className={styles.updated}>{t('cookies.policy.updated', { date: updated })}</p>

      <section className={styles.section} aria-labelledby="cookie-policy-what">
        <h2 id="cookie-policy-what">{t('cookies.policy.what.title')}</h2>
        <p>{t('cookies.policy.what.text')}</p>
      </section>

      <section className={styles.section} aria-labelledby="cookie-policy-use">
        <h2 id="cookie-policy-use">{t('cookies.policy.use.title')}</h2>
        <ul className={styles.list}>
          <li>
            <strong>{t('cookies.categories.essential.title')}</strong>: {t('cookies.categories.essential.description')}
          </li>
          <li>
            <strong>{t('cookies.categories.functional.title')}</strong>:{' '}
            {t('cookies.categories.functional.description')}
          </li>
          {isAnalyticsOffered(countryCode) && (
            <li>
              <strong>{t('cookies.categories.analytics.title')}</strong>:{' '}
              {t('cookies.categories.analytics.description')}
            </li>
          )}
        </ul>
        <p>
          <Link to={PortalRoutes.cookiePolicyCookieList}>{t('cookies.policy.use.listLink')}</Link>
        </p>
      </section>

      <section className={styles.section} aria-labelledby="cookie-policy-choose">
        <h2 id="cookie-policy-choose">{t('cookies.policy.choose.title')}</h2>
        <p>{t('cookies.policy.choose.text')}</p>
        <p>{t('cookies.policy.choose.browser')}</p>
        <div>
          <Button variant="secondary" onClick={() => dispatch(cookieSettingsOpened())}>
            {t('cookies.settings.open')}
          </Button>
        </div>
      </section>
    </Page>
  );
}
