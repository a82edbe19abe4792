import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { helpValues, type HelpValues } from './help-values';

/**
 * The help values in the language shown, read once per mounted text and language (the
 * configured time-out does not change in a tab).
 */
export function useHelpValues(): HelpValues {
  const { i18n } = useTranslation();
  const language = i18n.language;
  return useMemo(() => helpValues({ language }), [language]);
}
