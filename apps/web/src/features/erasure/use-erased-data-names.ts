import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { personalDataCategory } from '@cloud-portal/domain/personal-data-categories';
import { isKnownSyncCid, SYNC_APP_NAME_KEYS } from '@cloud-portal/domain/sync-apps';
import { useAppSelector } from '@/app/hooks';
import { selectLanguage } from '@/stores/preferences-slice';
import { usePersonalDataText } from './use-personal-data-text';

/**
 * Names what a list of erasure ids erases, as one phrase of the current language ("Notes,
 * Wi-Fi and Gallery"): personal-data ids by their category (ids sharing a label once),
 * synced-app cids by the app's name, anything else by its id.
 */
export function useErasedDataNames(): (ids: readonly string[]) => string {
  const { t } = useTranslation();
  const text = usePersonalDataText();
  const language = useAppSelector(selectLanguage);
  return useCallback(
    (ids) => {
      const names = ids.map((id) => {
        const category = personalDataCategory(id);
        if (category) return text.title(category);
        if (isKnownSyncCid(id)) return t(SYNC_APP_NAME_KEYS[id]);
        return t('erasure.requests.otherData', { id });
      });
      return new Intl.ListFormat(language, { style: 'long', type: 'conjunction' }).format([
        ...new Set(names),
      ]);
    },
    [language, t, text],
  );
}
