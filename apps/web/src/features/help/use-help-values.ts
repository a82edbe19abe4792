import { useMemo } from 'react';
import { helpValues, type HelpValues } from './help-values';

/** The help numbers, read once per mounted text (the configured time-out does not change in a tab). */
export function useHelpValues(): HelpValues {
  return useMemo(() => helpValues(), []);
}
