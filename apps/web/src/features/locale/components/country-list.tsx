import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppSelector } from '@/app/hooks';
import { documentLanguageOf, readsInEnglish } from '@/i18n/bundles';
import { countryName } from '@/lib/display-names';
import { selectLanguage } from '@/stores/preferences-slice';
import { VisuallyHidden } from '@/ui/visually-hidden';
import type { Region } from '@/i18n/region-list';
import styles from './location-language-page.module.css';

export interface CountryListProps {
  region: Region;
  /** Country names are headings one level below the region's (2 when the region has none). */
  headingLevel: 2 | 3;
  currentCountry: string;
  currentLanguage: string;
  onChoose: (countryCode: string, language: string) => void;
}

const samePrimary = (a: string, b: string) => a.split('-')[0] === b.split('-')[0];

/**
 * One region's countries in alphabetical order of the interface language, each with its
 * languages as buttons. A language name is marked with its own language (WCAG 3.1.2) and
 * carries its country for screen readers, since "Français" alone appears many times. A
 * language whose bundle is not complete yet says that its page is shown in English.
 */
export function CountryList({ region, headingLevel, currentCountry, currentLanguage, onChoose }: CountryListProps) {
  const { t } = useTranslation();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  // Country names in the language the page shows (English until the chosen one is complete).
  const uiLanguage = documentLanguageOf(useAppSelector(selectLanguage));
  const countries = useMemo(() => {
    const collator = new Intl.Collator(uiLanguage);
    return region.countries
      .map((entry) => ({ ...entry, name: countryName(entry.code, uiLanguage) ?? entry.code }))
      .sort((a, b) => collator.compare(a.name, b.name));
  }, [region, uiLanguage]);

  return (
    <ul className={styles.countries}>
      {countries.map((entry) => (
        <li key={entry.code} className={styles.country}>
          <Heading className={styles.countryName} id={`country-${entry.code}`}>
            {entry.name}
          </Heading>
          <ul className={styles.languages} aria-labelledby={`country-${entry.code}`}>
            {entry.languages.map((language) => {
              const isCurrent =
                entry.code === currentCountry &&
                (language.code === currentLanguage || samePrimary(language.code, currentLanguage));
              return (
                <li key={language.code}>
                  <button
                    type="button"
                    className={styles.language}
                    aria-current={isCurrent ? 'true' : undefined}
                    onClick={() => onChoose(entry.code, language.code)}
                  >
                    <VisuallyHidden>{entry.name}:</VisuallyHidden>{' '}
                    <span lang={language.code}>{language.name}</span>
                    {readsInEnglish(language.code) && (
                      <>
                        {' '}
                        <span className={styles.englishOnly}>{t('locale.englishOnly')}</span>
                      </>
                    )}
                  </button>
                </li>
              );
            })}
          </ul>
        </li>
      ))}
    </ul>
  );
}
