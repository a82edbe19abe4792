import { DEFAULT_COUNTRY, DEFAULT_LANGUAGE } from '@cloud-portal/domain/constants';

/**
 * The available language that serves a language tag: the exact tag (`zh-TW`), else its
 * primary language (`de-AT` → `de`), else none.
 */
export function resolveLanguage(
  tag: string | null | undefined,
  available: readonly string[],
): string | null {
  if (tag === null || tag === undefined || tag.trim() === '') return null;
  const wanted = tag.trim().replace(/_/g, '-').toLowerCase();
  const exact = available.find((language) => language.toLowerCase() === wanted);
  if (exact !== undefined) return exact;
  const primary = wanted.split('-')[0];
  return available.find((language) => language.toLowerCase() === primary) ?? null;
}

/** The language to show: the stored choice, else the browser's languages in order, else English. */
export function detectLanguage(input: {
  stored: string | null;
  browserLanguages: readonly string[];
  available: readonly string[];
}): string {
  for (const candidate of [input.stored, ...input.browserLanguages]) {
    const language = resolveLanguage(candidate, input.available);
    if (language !== null) return language;
  }
  return DEFAULT_LANGUAGE;
}

/** The stored country when it is a two-letter code, else the default country. */
export function detectCountry(stored: string | null): string {
  return stored !== null && /^[A-Z]{2}$/.test(stored) ? stored : DEFAULT_COUNTRY;
}
