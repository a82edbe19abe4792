/**
 * Personal data categories (spec §3) as the erasure request names them: opaque 10-character
 * content ids, several of which share one label. The spec does not show the ids or the
 * mapping; the ids below are our own, stable, and must never change once data exists.
 */

export type PersonalDataKind =
  | 'calendar'
  | 'contacts'
  | 'notes'
  | 'memos'
  | 'reminders'
  | 'internet'
  | 'passSignIn'
  | 'health'
  | 'wifi'
  | 'bluetooth'
  | 'emojiAvatars'
  | 'gallery';

/**
 * Either a count ("12 notes" / "1 note") or, when the data has no meaningful count, fixed text.
 * `countKey` is one plural key, used with `{ count }`: each language picks its own forms
 * (`_one`, `_few`, `_many`…), which a singular/plural pair cannot express.
 */
export type PersonalDataCountLabel = { countKey: string } | { fixedTextKey: string };

/**
 * The five special-cased ids (spec §3): device-level data that is not a list of records the
 * user recognises, so the UI shows fixed text and an explanatory note instead of a count.
 */
export interface PersonalDataSpecialCase {
  kind: 'bluetooth' | 'wifi' | 'emojiAvatar' | 'health';
  noteKey: string;
}

export interface PersonalDataCategory {
  id: string;
  kind: PersonalDataKind;
  titleKey: string;
  icon: string;
  countLabel: PersonalDataCountLabel;
  special?: PersonalDataSpecialCase;
}

const KEY_PREFIX = 'erasure.personalData';

function counted(kind: PersonalDataKind, icon: string): Omit<PersonalDataCategory, 'id'> {
  return {
    kind,
    titleKey: `${KEY_PREFIX}.${kind}.title`,
    icon,
    countLabel: { countKey: `${KEY_PREFIX}.${kind}.count` },
  };
}

function uncounted(
  kind: PersonalDataKind,
  icon: string,
  special?: PersonalDataSpecialCase['kind'],
): Omit<PersonalDataCategory, 'id'> {
  return {
    kind,
    titleKey: `${KEY_PREFIX}.${kind}.title`,
    icon,
    countLabel: { fixedTextKey: `${KEY_PREFIX}.${kind}.fixedText` },
    ...(special ? { special: { kind: special, noteKey: `${KEY_PREFIX}.${kind}.note` } } : {}),
  };
}

const CALENDAR = counted('calendar', 'ic_calendar');
const CONTACTS = counted('contacts', 'ic_contacts');
const NOTES = counted('notes', 'ic_notes');
const MEMOS = counted('memos', 'ic_memo');
const REMINDERS = counted('reminders', 'ic_reminder');
const INTERNET = counted('internet', 'ic_internet');
const GALLERY = counted('gallery', 'ic_gallery');
// Sign-in data is counted nowhere in the portal: showing how many passwords an account
// holds helps nobody and tells an onlooker something.
const PASS_SIGN_IN = uncounted('passSignIn', 'ic_pass');
const HEALTH = uncounted('health', 'ic_health', 'health');
const WIFI = uncounted('wifi', 'ic_wifi', 'wifi');
const BLUETOOTH = uncounted('bluetooth', 'ic_bluetooth', 'bluetooth');
const EMOJI_AVATARS = uncounted('emojiAvatars', 'ic_emoji_avatar', 'emojiAvatar');

/** Id -> category, in the order the erasure screen lists them. */
export const PERSONAL_DATA_CATEGORIES: Readonly<Record<string, PersonalDataCategory>> =
  Object.fromEntries(
    (
      [
        ['kX3vT9qLm2', CALENDAR],
        ['p7RwN4zB1c', CONTACTS],
        ['Hq8sD2fJ6a', NOTES],
        ['nV5tY1gK9e', NOTES],
        ['Zb6mC3xW8r', MEMOS],
        ['u2LpQ7hS4d', MEMOS],
        ['Fj9kR5vN1w', REMINDERS],
        ['a4GtE8yU2o', INTERNET],
        ['Wm1zX6bP3q', INTERNET],
        ['c9HsK2jL7v', INTERNET],
        ['Tn5fA3rD8g', INTERNET],
        ['e6YqM1wB4k', INTERNET],
        ['Rk2uV7pC9s', INTERNET],
        ['Dx4hN8tF2m', PASS_SIGN_IN],
        ['gB7wJ3qZ5n', HEALTH],
        ['Lp1cS9vH6y', WIFI],
        ['Mf8rT2kW4x', BLUETOOTH],
        ['Qy3dG6nE1b', EMOJI_AVATARS],
        ['iU9aP5zR7t', EMOJI_AVATARS],
        ['Vs2eK8mX3h', GALLERY],
        ['o5NbW1cY6j', GALLERY],
      ] as const
    ).map(([id, category]) => [id, { id, ...category }]),
  );

export const PERSONAL_DATA_IDS: readonly string[] = Object.keys(PERSONAL_DATA_CATEGORIES);

export function personalDataCategory(id: string): PersonalDataCategory | undefined {
  return Object.hasOwn(PERSONAL_DATA_CATEGORIES, id) ? PERSONAL_DATA_CATEGORIES[id] : undefined;
}

/** The first id of a kind, in the table's order (every kind has at least one). */
export function firstPersonalDataIdOfKind(kind: PersonalDataKind): string {
  const id = PERSONAL_DATA_IDS.find((candidate) => PERSONAL_DATA_CATEGORIES[candidate]?.kind === kind);
  if (id === undefined) throw new Error(`No personal-data id of kind ${kind}`);
  return id;
}

/** The ids special-cased by spec §3 (bluetooth, wifi, emoji avatar x2, health). */
export const SPECIAL_CASED_PERSONAL_DATA_IDS: readonly string[] = PERSONAL_DATA_IDS.filter(
  (id) => PERSONAL_DATA_CATEGORIES[id]?.special !== undefined,
);
