/** Types of compare-bundles.mjs (plain JavaScript so that plain Node can run it). */

export interface TranslationTree {
  [key: string]: unknown;
}

export interface PlaceholderMismatch {
  key: string;
  /** English's placeholders: `name` for `{{name}}`, `<link>` for a `<Trans>` tag. */
  expected: string[];
  actual: string[];
}

export interface BundleComparison {
  language: string;
  total: number;
  translated: number;
  missing: string[];
  extra: string[];
  placeholderMismatches: PlaceholderMismatch[];
}

export function flattenBundle(bundle: TranslationTree, prefix?: string): Map<string, unknown>;
export function placeholdersOf(text: unknown): string[];
export function pluralCategoriesOf(language: string): string[];
export function compareBundle(
  english: TranslationTree,
  bundle: TranslationTree,
  language: string,
): BundleComparison;
