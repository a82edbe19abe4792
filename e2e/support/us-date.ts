/**
 * A day as the portal writes it for the journeys' viewer (United States English, the browser in
 * UTC): mm/dd/yyyy, as `Intl` lays out en-US dates (packages/domain date-format.ts).
 */
export function usDate(epochMs: number): string {
  const date = new Date(epochMs);
  const two = (value: number) => String(value).padStart(2, '0');
  return `${two(date.getUTCMonth() + 1)}/${two(date.getUTCDate())}/${date.getUTCFullYear()}`;
}
