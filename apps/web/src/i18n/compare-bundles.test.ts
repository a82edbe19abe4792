import { describe, expect, it } from 'vitest';
import {
  compareBundle,
  flattenBundle,
  placeholdersOf,
  pluralCategoriesOf,
} from './compare-bundles.mjs';

const english = {
  home: {
    greeting: 'Welcome, {{name}}',
    help: 'See <link>the help page</link>.',
    days_one: 'One day left',
    days_other: '{{count, number}} days left',
    title: 'Home',
  },
};

describe('compareBundle', () => {
  it('finds nothing wrong in a full translation', () => {
    const german = {
      home: {
        greeting: 'Willkommen, {{name}}',
        help: 'Siehe <link>Hilfe</link>.',
        days_one: 'Noch ein Tag',
        days_other: 'Noch {{count, number}} Tage',
        title: 'Start',
      },
    };
    expect(compareBundle(english, german, 'de')).toEqual({
      language: 'de',
      total: 5,
      translated: 5,
      missing: [],
      extra: [],
      placeholderMismatches: [],
    });
  });

  it('lists missing and empty keys, unknown keys and changed placeholders', () => {
    // French has three plural forms in CLDR: one, many (1 000 000 de jours), other.
    const french = {
      home: {
        greeting: 'Bienvenue, {{nom}}',
        help: 'Voir l’aide.',
        title: '',
        subtitle: 'Accueil',
      },
      other: { x: 'y' },
    };
    const result = compareBundle(english, french, 'fr');
    expect(result.missing).toEqual(
      ['home.days_one', 'home.days_many', 'home.days_other', 'home.title'].sort(),
    );
    expect(result.extra).toEqual(['home.subtitle', 'other.x']);
    expect(result.placeholderMismatches).toEqual([
      { key: 'home.greeting', expected: ['name'], actual: ['nom'] },
      { key: 'home.help', expected: ['<link>'], actual: [] },
    ]);
    expect(result.translated).toBe(2);
  });

  it('asks each language for its own plural forms', () => {
    const { days_one: _one, ...withoutOne } = english.home;
    const japanese = { home: { ...withoutOne, days_other: '残り{{count}}日' } };
    const ja = compareBundle(english, japanese, 'ja');
    expect(ja.missing).toEqual([]);
    expect(ja.total).toBe(4);

    const arabic = compareBundle(
      english,
      { home: { days_other: '{{count}} يومًا', days_few: '{{count}} أيام', days_zero: 'لا أيام' } },
      'ar',
    );
    expect(arabic.missing).toEqual([
      'home.days_many',
      'home.days_one',
      'home.days_two',
      'home.greeting',
      'home.help',
      'home.title',
    ]);
    expect(arabic.extra).toEqual([]);
    expect(arabic.placeholderMismatches).toEqual([]);

    // English has no `_few`: a German `_few` is unknown.
    expect(compareBundle(english, { home: { days_few: 'x' } }, 'de').extra).toEqual([
      'home.days_few',
    ]);
  });

  it('lets a plural form leave out the count but no other placeholder', () => {
    const result = compareBundle(
      { a: { files_one: 'One file in {{folder}}', files_other: '{{count}} files in {{folder}}' } },
      { a: { files_one: 'Eine Datei', files_other: '{{count}} Dateien in {{folder}}' } },
      'de',
    );
    expect(result.placeholderMismatches).toEqual([
      { key: 'a.files_one', expected: ['folder'], actual: [] },
    ]);
  });
});

describe('helpers', () => {
  it('flattens nested areas into dotted keys', () => {
    expect([...flattenBundle({ a: { b: { c: 'x' }, d: 'y' } }).keys()]).toEqual(['a.b.c', 'a.d']);
  });

  it('reads interpolation names and component tags', () => {
    expect(placeholdersOf('{{count, number}} of {{ total }} — {{- html}} <b>x</b> <br/>')).toEqual([
      '<b>',
      '<br>',
      'count',
      'html',
      'total',
    ]);
    expect(placeholdersOf(42)).toEqual([]);
  });

  it('knows the plural categories of CLDR', () => {
    expect(pluralCategoriesOf('en')).toEqual(['one', 'other']);
    expect(pluralCategoriesOf('ja')).toEqual(['other']);
    expect(pluralCategoriesOf('ar')).toHaveLength(6);
  });
});
