import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PortalRoutes } from '@cloud-portal/contract/portal-routes';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { localisedLegalUrl, PRIVACY_POLICY_URL, TERMS_URL } from '@/config/legal-links';
import { documentLanguageOf } from '@/i18n/bundles';
import { submitContactSupportForm } from '@/lib/contact-support';
import { consentApplies } from '@/lib/storage/cookie-regime';
import { countryName, languageAutonym } from '@/lib/display-names';
import { savePreference } from '@/lib/storage/preference-storage';
import { useLocationOverlay } from '@/lib/navigation/location-overlay';
import { useIsHydrated } from '@/lib/hooks/use-is-hydrated';
import { LocalStorageKeys } from '@/lib/storage/storage-keys';
import { aboutPageOpened } from '@/stores/about-actions';
import { cookieSettingsOpened } from '@/stores/layout-slice';
import {
  highContrastToggled,
  selectCountryCode,
  selectIsHighContrast,
  selectLanguage,
} from '@/stores/preferences-slice';
import { Switch } from '@/ui/switch';
import { VisuallyHidden } from '@/ui/visually-hidden';
import { isChromiumBrowser } from '../is-chromium';
import styles from './footer.module.css';

/**
 * Spec §2 Footer: the location and language button, the high-contrast switch, the legal
 * and help links (cookie links only where consent applies), and the copyright line; on
 * browsers other than Chromium-based ones, the recommended-browser footnote.
 */
export function Footer() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const countryCode = useAppSelector(selectCountryCode);
  const language = useAppSelector(selectLanguage);
  const isHighContrast = useAppSelector(selectIsHighContrast);
  // Which browser this is, the build cannot know: the footnote waits for the app.
  const isRecommendedBrowser = !useIsHydrated() || isChromiumBrowser();
  const hasCookieRegime = consentApplies(countryCode);
  const locationOverlay = useLocationOverlay();

  // The country in the language the page shows (English until the chosen one is complete).
  const country = countryName(countryCode, documentLanguageOf(language));
  const languageName = languageAutonym(language);
  const newTab = (
    <>
      {' '}
      <VisuallyHidden>{t('shell.drawer.newTab')}</VisuallyHidden>
    </>
  );

  function toggleHighContrast(on: boolean) {
    dispatch(highContrastToggled());
    savePreference(LocalStorageKeys.highContrast, on ? '1' : '0', countryCode);
  }

  return (
    <footer className={styles.footer}>
      <div className={styles.settings}>
        <button
          type="button"
          className={styles.location}
          aria-haspopup="dialog"
          onClick={locationOverlay.open}
        >
          <svg className={styles.globe} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            <path d="M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20Zm6.93 6h-2.95a15.7 15.7 0 0 0-1.38-3.56A8.03 8.03 0 0 1 18.93 8ZM12 4.04c.83 1.2 1.48 2.53 1.91 3.96h-3.82c.43-1.43 1.08-2.76 1.91-3.96ZM4.26 14a8.2 8.2 0 0 1 0-4h3.38a16.5 16.5 0 0 0 0 4H4.26Zm.81 2h2.95c.32 1.25.78 2.45 1.38 3.56A7.99 7.99 0 0 1 5.07 16Zm2.95-8H5.07a7.99 7.99 0 0 1 4.33-3.56A15.7 15.7 0 0 0 8.02 8ZM12 19.96A14.1 14.1 0 0 1 10.09 16h3.82A14.1 14.1 0 0 1 12 19.96ZM14.34 14H9.66a14.7 14.7 0 0 1 0-4h4.68a14.7 14.7 0 0 1 0 4Zm.25 5.56c.6-1.11 1.06-2.31 1.38-3.56h2.95a8.03 8.03 0 0 1-4.33 3.56ZM16.36 14a16.5 16.5 0 0 0 0-4h3.38a8.2 8.2 0 0 1 0 4h-3.38Z" />
          </svg>
          {country !== null && languageName !== null ? (
            <span>
              {country} / <span lang={language}>{languageName}</span>
            </span>
          ) : (
            t('shell.footer.locationAndLanguage')
          )}
        </button>
        <Switch
          label={t('shell.footer.highContrast')}
          checked={isHighContrast}
          onCheckedChange={toggleHighContrast}
        />
      </div>

      <nav aria-label={t('shell.footer.navLabel')}>
        <ul className={styles.links}>
          <li>
            <a href={localisedLegalUrl(PRIVACY_POLICY_URL, language, countryCode)} target="_blank" rel="noopener noreferrer">
              {t('shell.footer.privacy')}
              {newTab}
            </a>
          </li>
          <li>
            <a href={localisedLegalUrl(TERMS_URL, language, countryCode)} target="_blank" rel="noopener noreferrer">
              {t('shell.footer.terms')}
              {newTab}
            </a>
          </li>
          {hasCookieRegime && (
            <li>
              <Link to={PortalRoutes.cookiePolicy}>{t('shell.footer.cookies')}</Link>
            </li>
          )}
          <li>
            <button
              type="button"
              className={styles.linkButton}
              onClick={() => submitContactSupportForm({ countryCode, language })}
            >
              {t('shell.footer.contactUs')}
              {newTab}
            </button>
          </li>
          <li>
            {/* Spec §2: "switches to the sync tab and goes to /info". */}
            <Link to={PortalRoutes.infoOverview} onClick={() => dispatch(aboutPageOpened())}>
              {t('shell.footer.about')}
            </Link>
          </li>
          {hasCookieRegime && (
            <li>
              <button
                type="button"
                className={styles.linkButton}
                aria-haspopup="dialog"
                onClick={() => dispatch(cookieSettingsOpened())}
              >
                {t('shell.footer.cookieSettings')}
              </button>
            </li>
          )}
        </ul>
      </nav>

      <p className={styles.copyright}>{t('shell.footer.copyright', { year: new Date().getFullYear() })}</p>
      {!isRecommendedBrowser && <p className={styles.note}>{t('shell.footer.recommendedBrowser')}</p>}
    </footer>
  );
}
