import { useEffect, useMemo, useRef, useState, type MouseEvent } from 'react';
import * as Accordion from '@radix-ui/react-accordion';
import * as Dialog from '@radix-ui/react-dialog';
import { useTranslation } from 'react-i18next';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { documentLanguageOf } from '@/i18n/bundles';
import { countryName, languageAutonym } from '@/lib/display-names';
import { useLocationOverlay } from '@/lib/navigation/location-overlay';
import { useReturnFocus } from '@/lib/hooks/use-return-focus';
import { SMALL_SCREEN_QUERY, useMediaQuery } from '@/lib/hooks/use-media-query';
import { selectCountryCode, selectLanguage } from '@/stores/preferences-slice';
import { chooseLocation } from '../choose-location';
import { REGIONS, regionOfCountry, type Region, type RegionId } from '@/i18n/region-list';
import { CountryList } from './country-list';
import styles from './location-language-page.module.css';

const CONTENT_ID = 'location-language-content';

export interface LocationLanguagePageProps {
  /** Reloads the page after a choice; tests pass their own. */
  reload?: () => void;
}

/**
 * Spec §2 Location and language page: regions → countries → languages. A full-page overlay
 * of the address (`#…#location`): its Back button, Escape and the browser's Back close it.
 * Small screens pick the region from a dropdown, larger ones open regions as accordions.
 * Choosing a language keeps it (and its country), flips the direction for right-to-left
 * languages, closes the page and reloads.
 */
export function LocationLanguagePage({ reload = () => window.location.reload() }: LocationLanguagePageProps) {
  const dispatch = useAppDispatch();
  const overlay = useLocationOverlay();
  const [isReloadPending, setIsReloadPending] = useState(false);
  const returnFocus = useReturnFocus(overlay.isOpen);

  // Reload once the overlay is gone from the address, so the reloaded page is the screen.
  useEffect(() => {
    if (isReloadPending && !overlay.isOpen) reload();
  }, [isReloadPending, overlay.isOpen, reload]);

  function choose(countryCode: string, language: string) {
    dispatch(chooseLocation(countryCode, language));
    setIsReloadPending(true);
    overlay.close();
  }

  return (
    <Dialog.Root open={overlay.isOpen} onOpenChange={(open) => !open && overlay.close()}>
      <Dialog.Portal>
        <Dialog.Content
          className={styles.page}
          aria-describedby={undefined}
          // The page itself takes focus, so Tab starts at its skip link as on any page.
          onOpenAutoFocus={(event) => {
            event.preventDefault();
            (event.currentTarget as HTMLElement | null)?.focus();
          }}
          onCloseAutoFocus={returnFocus}
        >
          {overlay.isOpen && <LocationLanguageContent onBack={overlay.close} onChoose={choose} />}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

interface ContentProps {
  onBack: () => void;
  onChoose: (countryCode: string, language: string) => void;
}

function LocationLanguageContent({ onBack, onChoose }: ContentProps) {
  const { t } = useTranslation();
  const uiLanguage = useAppSelector(selectLanguage);
  const currentCountry = useAppSelector(selectCountryCode);
  const isSmallScreen = useMediaQuery(SMALL_SCREEN_QUERY);
  const contentRef = useRef<HTMLDivElement>(null);
  const currentRegion = regionOfCountry(currentCountry)?.id ?? REGIONS[0]?.id ?? 'northAmerica';
  const [selectedRegion, setSelectedRegion] = useState<RegionId>(currentRegion);

  const current = t('locale.current', {
    country: countryName(currentCountry, documentLanguageOf(uiLanguage)) ?? currentCountry,
    language: languageAutonym(uiLanguage) ?? uiLanguage,
  });

  function skipToContent(event: MouseEvent<HTMLAnchorElement>) {
    event.preventDefault();
    contentRef.current?.focus();
  }

  const regionName = (region: Region) => t(`locale.regions.${region.id}`);
  // The same list in either layout; only the level of its country headings differs.
  const countriesOf = (region: Region, headingLevel: 2 | 3) => (
    <CountryList
      region={region}
      headingLevel={headingLevel}
      currentCountry={currentCountry}
      currentLanguage={uiLanguage}
      onChoose={onChoose}
    />
  );
  const shownRegion = useMemo(
    () => REGIONS.find((region) => region.id === selectedRegion) ?? REGIONS[0],
    [selectedRegion],
  );

  return (
    <>
      <a className={styles.skipLink} href={`#${CONTENT_ID}`} onClick={skipToContent}>
        {t('locale.skipToContent')}
      </a>
      <div className={styles.bar}>
        <button type="button" className={styles.back} aria-label={t('locale.back')} onClick={onBack}>
          <svg className={`${styles.backIcon} icon-directional`} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            <path d="M20 11H7.83l5.59-5.59L12 4l-8 8 8 8 1.41-1.41L7.83 13H20v-2Z" />
          </svg>
        </button>
        <Dialog.Title asChild>
          <h1 className={styles.title}>{t('locale.title')}</h1>
        </Dialog.Title>
      </div>
      <div id={CONTENT_ID} ref={contentRef} tabIndex={-1} className={styles.content}>
        <p className={styles.intro}>{t('locale.intro')}</p>
        <p className={styles.current}>{current}</p>
        {isSmallScreen ? (
          <div className={styles.dropdownLayout}>
            <label className={styles.regionLabel}>
              {t('locale.region')}
              <select
                className={styles.regionSelect}
                value={selectedRegion}
                onChange={(event) => setSelectedRegion(event.target.value as RegionId)}
              >
                {REGIONS.map((region) => (
                  <option key={region.id} value={region.id}>
                    {regionName(region)}
                  </option>
                ))}
              </select>
            </label>
            {shownRegion && (
              <section aria-label={regionName(shownRegion)}>{countriesOf(shownRegion, 2)}</section>
            )}
          </div>
        ) : (
          <Accordion.Root type="multiple" defaultValue={[currentRegion]} className={styles.accordion}>
            {REGIONS.map((region) => (
              <Accordion.Item key={region.id} value={region.id} className={styles.region}>
                <Accordion.Header asChild>
                  <h2 className={styles.regionHeading}>
                    <Accordion.Trigger className={styles.regionTrigger}>
                      {regionName(region)}
                      <svg className={styles.chevron} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
                        <path d="M7.41 8.59 12 13.17l4.59-4.58L18 10l-6 6-6-6 1.41-1.41Z" />
                      </svg>
                    </Accordion.Trigger>
                  </h2>
                </Accordion.Header>
                <Accordion.Content className={styles.regionContent}>{countriesOf(region, 3)}</Accordion.Content>
              </Accordion.Item>
            ))}
          </Accordion.Root>
        )}
      </div>
    </>
  );
}
