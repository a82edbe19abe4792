import { useEffect, useRef } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { PortalRoutes } from '@cloud-portal/contract/portal-routes';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { localisedLegalUrl, PRIVACY_POLICY_URL } from '@/config/legal-links';
import { saveConsent, type CookieChoices } from '@/lib/storage/cookie-consent';
import { consentApplies } from '@/lib/storage/cookie-regime';
import { relocatePreferences } from '@/lib/storage/preference-storage';
import { cookieSettingsOpened } from '@/stores/layout-slice';
import { selectCountryCode, selectLanguage } from '@/stores/preferences-slice';
import { Button } from '@/ui/button';
import { consentChanged, selectHasDecided } from '../consent-slice';
import styles from './cookie-banner.module.css';

/** True on the cookie-policy page and its sub-page, where the banner stays out of the way. */
function isCookiePolicyPage(pathname: string): boolean {
  return pathname === PortalRoutes.cookiePolicy || pathname.startsWith(`${PortalRoutes.cookiePolicy}/`);
}

/**
 * Spec §2 Cookie consent banner: a bottom sheet where consent applies, until the visitor
 * decides. Continue without accepting declines both optional categories, Accept all accepts
 * them; either sets the 365-day consent cookie. Hidden on the cookie-policy pages.
 */
export function CookieBanner() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const { pathname } = useLocation();
  const countryCode = useAppSelector(selectCountryCode);
  const language = useAppSelector(selectLanguage);
  const hasDecided = useAppSelector(selectHasDecided);
  const isShown = consentApplies(countryCode) && !hasDecided && !isCookiePolicyPage(pathname);
  const bannerRef = useRef<HTMLElement>(null);

  // The sheet sticks to the bottom of the window: keep the focused element scrolled clear
  // of it (WCAG 2.4.11 Focus Not Obscured).
  useEffect(() => {
    const banner = bannerRef.current;
    if (!isShown || banner === null || typeof ResizeObserver === 'undefined') return undefined;
    const root = document.documentElement;
    const observer = new ResizeObserver(() => {
      root.style.scrollPaddingBlockEnd = `${banner.offsetHeight}px`;
    });
    observer.observe(banner);
    return () => {
      observer.disconnect();
      root.style.scrollPaddingBlockEnd = '';
    };
  }, [isShown]);

  if (!isShown) return null;

  function decide(choices: CookieChoices) {
    const saved = saveConsent(choices);
    relocatePreferences(saved.choices.functional);
    dispatch(consentChanged(saved));
  }

  return (
    <section ref={bannerRef} className={styles.banner} aria-labelledby="cookie-banner-title">
      <div className={styles.inner}>
        <div className={styles.text}>
          <h2 id="cookie-banner-title" className={styles.title}>
            {t('cookies.banner.title')}
          </h2>
          <p>{t('cookies.banner.message')}</p>
          <p>
            <Trans
              i18nKey="cookies.banner.readMore"
              components={{
                privacy: (
                  <a
                    href={localisedLegalUrl(PRIVACY_POLICY_URL, language, countryCode)}
                    target="_blank"
                    rel="noopener noreferrer"
                    aria-describedby="cookie-banner-new-tab"
                  />
                ),
                policy: <Link to={PortalRoutes.cookiePolicy} />,
              }}
            />
            <span id="cookie-banner-new-tab" hidden>
              {t('cookies.newTab')}
            </span>
          </p>
        </div>
        <div className={styles.actions}>
          <button type="button" className={styles.manage} onClick={() => dispatch(cookieSettingsOpened())}>
            {t('cookies.banner.manage')}
          </button>
          <Button variant="secondary" onClick={() => decide({ functional: false, analytics: false })}>
            {t('cookies.banner.decline')}
          </Button>
          <Button onClick={() => decide({ functional: true, analytics: true })}>{t('cookies.banner.acceptAll')}</Button>
        </div>
      </div>
    </section>
  );
}
