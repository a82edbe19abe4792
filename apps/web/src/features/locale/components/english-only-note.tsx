import { useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { useAppSelector } from '@/app/hooks';
import { readsInEnglish } from '@/i18n/bundles';
import { languageAutonym } from '@/lib/display-names';
import { SessionStorageKeys } from '@/lib/storage/storage-keys';
import { selectLanguage } from '@/stores/preferences-slice';
import styles from './english-only-note.module.css';

function closedFor(language: string): boolean {
  try {
    return sessionStorage.getItem(SessionStorageKeys.englishOnlyNoteClosed) === language;
  } catch {
    return false;
  }
}

/**
 * Says once, above the page, that the chosen language is shown in English because its
 * translation is not complete yet (the picker marks such languages too). Closed, it stays
 * closed in this tab for that language; a tab-only note needs no consent.
 */
export function EnglishOnlyNote() {
  const { t } = useTranslation();
  const language = useAppSelector(selectLanguage);
  const [closed, setClosed] = useState(() => closedFor(language));
  if (closed || !readsInEnglish(language)) return null;

  function close() {
    try {
      sessionStorage.setItem(SessionStorageKeys.englishOnlyNoteClosed, language);
    } catch {
      // Storage switched off: closed until the page is left.
    }
    setClosed(true);
  }

  return (
    <div className={styles.note} role="note">
      <p className={styles.text}>
        <Trans
          i18nKey="locale.englishOnlyNote.text"
          values={{ language: languageAutonym(language) ?? language }}
          components={{ name: <span lang={language} /> }}
        />
      </p>
      <button type="button" className={styles.close} onClick={close}>
        {t('locale.englishOnlyNote.close')}
      </button>
    </div>
  );
}
