import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { SYNC_APP_NAME_KEYS, type SyncAppCid } from '@cloud-portal/domain/sync-apps';
import { useAppSelector } from '@/app/hooks';
import { selectLanguage } from '@/stores/preferences-slice';

/** Names a few synced apps in a sentence of the current language: "Notes and Internet". */
export function useAppNames(): (cids: readonly SyncAppCid[]) => string {
  const { t } = useTranslation();
  const language = useAppSelector(selectLanguage);
  return useCallback(
    (cids) =>
      new Intl.ListFormat(language, { style: 'long', type: 'conjunction' }).format(
        cids.map((cid) => t(SYNC_APP_NAME_KEYS[cid])),
      ),
    [language, t],
  );
}
