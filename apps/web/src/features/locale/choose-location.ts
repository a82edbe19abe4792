import type { AppThunk } from '@/app/store';
import { documentLanguageOf } from '@/i18n/bundles';
import { applyDocumentLanguage } from '@/i18n/i18n';
import { savePreference } from '@/lib/storage/preference-storage';
import { LocalStorageKeys } from '@/lib/storage/storage-keys';
import { countryChanged, languageChanged } from '@/stores/preferences-slice';

/**
 * A choice on the location page (spec §2, §4 Toggles): keep the country and language,
 * switch the page's language and direction at once (right-to-left for he, fa, ur, ar; English
 * for a language still shown in English); the caller then reloads, so every text and format
 * starts over in the new language.
 */
export function chooseLocation(countryCode: string, language: string): AppThunk {
  return (dispatch) => {
    savePreference(LocalStorageKeys.country, countryCode, countryCode);
    savePreference(LocalStorageKeys.language, language, countryCode);
    dispatch(countryChanged(countryCode));
    dispatch(languageChanged(language));
    applyDocumentLanguage(documentLanguageOf(language));
  };
}
