import { useMemo } from 'react';
import type { ParseKeys } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { PersonalDataCategory } from '@cloud-portal/domain/personal-data-categories';

export interface PersonalDataText {
  title: (category: PersonalDataCategory) => string;
  /** The count ("12 notes" / "1 note") or the fixed text; null when a count is not known. */
  detail: (category: PersonalDataCategory, count: number | null) => string | null;
  /** The explanation of a special case (spec §3: five special-cased ids), else null. */
  note: (category: PersonalDataCategory) => string | null;
}

/**
 * The words of a personal data category. The domain names the translation keys
 * (`erasure.personalData.…`, all present in erasure.json: see the test), so they are plain
 * strings here and are looked up as keys.
 */
export function usePersonalDataText(): PersonalDataText {
  const { t } = useTranslation();
  return useMemo(() => {
    const text = (key: string, options?: { count: number }) => t(key as ParseKeys, options ?? {});
    return {
      title: (category) => text(category.titleKey),
      detail: (category, count) => {
        const label = category.countLabel;
        if ('fixedTextKey' in label) return text(label.fixedTextKey);
        if (count === null) return null;
        // One plural key: i18next picks the language's form (_one, _few, _many…) by the count.
        return text(label.countKey, { count });
      },
      note: (category) => (category.special ? text(category.special.noteKey) : null),
    };
  }, [t]);
}
