/**
 * A device's E2EE type as the server reports it. Some servers answer 'non' for "no E2EE"
 * (spec §3); we read it as 'none' so the rest of the portal compares against one value.
 * A missing value also means no E2EE.
 */
export const NO_E2EE = 'none';

export function normalizeE2eeType(value: string | null | undefined): string {
  if (value === undefined || value === null || value === '' || value === 'non') return NO_E2EE;
  return value;
}

export function hasE2ee(value: string | null | undefined): boolean {
  return normalizeE2eeType(value) !== NO_E2EE;
}
