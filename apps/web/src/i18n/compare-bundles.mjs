// Compares a language's translation bundle with the English one: which keys it lacks, which
// it has that English does not, and where its placeholders differ. Plain JavaScript, so that
// both the Vitest check (bundle-coverage.test.ts) and `npm run i18n:report` (plain Node, no
// build) use this one implementation; the types are in compare-bundles.d.mts.
//
// A bundle is `{ <area>: <content of locales/<lang>/<area>.json> }`; keys read `<area>.<…>`.

/** i18next plural suffixes (JSON v4): `key_one`, `key_other`, … */
const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;

/** `{{name}}`, `{{count, number}}`, `{{- html}}`: the name is what must match. */
const INTERPOLATION = /\{\{\s*-?\s*([^,}\s]+)[^}]*\}\}/g;

/** `<link>…</link>` or `<br/>` components of `<Trans>`: a missing one loses its content. */
const COMPONENT_TAG = /<\/?\s*([A-Za-z0-9_]+)\s*\/?>/g;

/** Flattens nested objects into dotted keys; every leaf that is not an object is kept as is. */
export function flattenBundle(bundle, prefix = '') {
  const keys = new Map();
  for (const [name, value] of Object.entries(bundle)) {
    const key = prefix === '' ? name : `${prefix}.${name}`;
    if (value !== null && typeof value === 'object' && !Array.isArray(value)) {
      for (const [child, text] of flattenBundle(value, key)) keys.set(child, text);
    } else {
      keys.set(key, value);
    }
  }
  return keys;
}

/** The placeholders of a text, sorted and once each: `{{name}}` as `name`, tags as `<link>`. */
export function placeholdersOf(text) {
  if (typeof text !== 'string') return [];
  const names = new Set();
  for (const match of text.matchAll(INTERPOLATION)) names.add(match[1]);
  for (const match of text.matchAll(COMPONENT_TAG)) names.add(`<${match[1]}>`);
  return [...names].sort();
}

/** The plural categories a language uses (Arabic six, Japanese one), from the CLDR data of Intl. */
export function pluralCategoriesOf(language) {
  try {
    return new Intl.PluralRules(language).resolvedOptions().pluralCategories;
  } catch {
    return ['one', 'other'];
  }
}

const isText = (value) => typeof value === 'string' && value.trim() !== '';

const sameList = (a, b) => a.length === b.length && a.every((item, index) => item === b[index]);

/**
 * The keys a language needs for English's keys. A plural key of English (`days_one`,
 * `days_other`) becomes the plural forms of the language (`days_other` only in Japanese,
 * six forms in Arabic); `_zero` is always allowed, never required (i18next uses it for 0).
 */
function expectedKeys(englishKeys, language) {
  const categories = pluralCategoriesOf(language);
  const required = new Map();
  const optional = new Map();
  for (const key of englishKeys.keys()) {
    const plural = PLURAL_SUFFIX.exec(key);
    const base = plural ? key.slice(0, -plural[0].length) : null;
    if (base !== null && englishKeys.has(`${base}_other`)) {
      // A form is compared with English's form of the same category, else with `_other`.
      const sourceOf = (category) =>
        englishKeys.has(`${base}_${category}`) ? `${base}_${category}` : `${base}_other`;
      for (const category of categories) required.set(`${base}_${category}`, sourceOf(category));
      optional.set(`${base}_zero`, sourceOf('zero'));
    } else {
      required.set(key, key);
    }
  }
  for (const key of required.keys()) optional.delete(key);
  return { required, optional };
}

/**
 * Where `bundle` of `language` stands against `english`:
 * - `total` keys the language needs, `translated` of them present and not empty;
 * - `missing`: needed keys absent or empty;
 * - `extra`: keys English has no counterpart for (a typo, or a key English dropped);
 * - `placeholderMismatches`: texts whose `{{…}}` names or `<tags>` differ from English
 *   (plural forms may leave out `{{count}}`: "one day").
 */
export function compareBundle(english, bundle, language) {
  const englishKeys = flattenBundle(english);
  const keys = flattenBundle(bundle);
  const { required, optional } = expectedKeys(englishKeys, language);

  const missing = [...required.keys()].filter((key) => !isText(keys.get(key))).sort();
  const extra = [...keys.keys()].filter((key) => !required.has(key) && !optional.has(key)).sort();

  const placeholderMismatches = [];
  for (const [key, text] of keys) {
    const source = required.get(key) ?? optional.get(key);
    if (source === undefined || !isText(text)) continue;
    const isPlural = PLURAL_SUFFIX.test(key) && PLURAL_SUFFIX.test(source);
    const withoutCount = (names) => (isPlural ? names.filter((name) => name !== 'count') : names);
    const expected = placeholdersOf(englishKeys.get(source));
    const actual = placeholdersOf(text);
    if (!sameList(withoutCount(expected), withoutCount(actual))) {
      placeholderMismatches.push({ key, expected, actual });
    }
  }
  placeholderMismatches.sort((a, b) => (a.key < b.key ? -1 : 1));

  return {
    language,
    total: required.size,
    translated: required.size - missing.length,
    missing,
    extra,
    placeholderMismatches,
  };
}
