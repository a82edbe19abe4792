// `npm run i18n:report [-- <language>…]`: where every translation bundle stands against
// English (apps/web/src/i18n/locales/<lang>/<area>.json). One line per language: keys
// translated of the keys it needs (its own plural forms), missing keys, keys English lacks,
// texts whose placeholders differ. Languages named on the command line also get their keys
// listed. Plain Node, no build: the comparison is the one the test suite uses
// (apps/web/src/i18n/compare-bundles.mjs).
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { compareBundle } from '../apps/web/src/i18n/compare-bundles.mjs';

const i18nDir = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '..',
  'apps',
  'web',
  'src',
  'i18n',
);
const localesDir = path.join(i18nDir, 'locales');
const ENGLISH = 'en';

function readJson(file) {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    throw new Error(`${path.relative(process.cwd(), file)}: ${error.message}`);
  }
}

function readBundle(language) {
  const dir = path.join(localesDir, language);
  const areas = readdirSync(dir).filter((name) => name.endsWith('.json'));
  return Object.fromEntries(
    areas.map((file) => [file.slice(0, -'.json'.length), readJson(path.join(dir, file))]),
  );
}

const complete = new Set(readJson(path.join(i18nDir, 'complete-languages.json')));
const languages = readdirSync(localesDir, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)
  .sort((a, b) => (a === ENGLISH ? -1 : b === ENGLISH ? 1 : a.localeCompare(b)));
const english = readBundle(ENGLISH);
const results = languages.map((language) => compareBundle(english, readBundle(language), language));

const header = ['language', 'status', 'translated', '%', 'missing', 'extra', 'placeholders'];
const rows = results.map((r) => [
  r.language,
  complete.has(r.language) ? 'complete' : 'partial',
  `${r.translated} / ${r.total}`,
  r.total === 0 ? '—' : `${((100 * r.translated) / r.total).toFixed(1)}%`,
  String(r.missing.length),
  String(r.extra.length),
  String(r.placeholderMismatches.length),
]);
const widths = header.map((title, column) =>
  Math.max(title.length, ...rows.map((row) => row[column].length)),
);
const line = (cells) =>
  cells
    .map((cell, column) =>
      column === 0 || column === 1 ? cell.padEnd(widths[column]) : cell.padStart(widths[column]),
    )
    .join('  ');

console.log(line(header));
console.log(widths.map((width) => '─'.repeat(width)).join('  '));
for (const row of rows) console.log(line(row));
const listedComplete = [...complete].filter((language) => !languages.includes(language));
if (listedComplete.length > 0)
  console.log(`\nListed as complete but without a bundle: ${listedComplete.join(', ')}`);

const problems = results.filter(
  (r) =>
    (complete.has(r.language) && r.missing.length > 0) ||
    r.extra.length > 0 ||
    r.placeholderMismatches.length > 0,
);
if (problems.length > 0) {
  console.log(
    `\nThe test suite fails on: ${problems.map((r) => r.language).join(', ')} (npm run i18n:report -- <language> lists the keys)`,
  );
}

for (const language of process.argv.slice(2)) {
  const result = results.find((r) => r.language === language);
  if (!result) {
    console.log(`\n${language}: no bundle (apps/web/src/i18n/locales/${language}/)`);
    continue;
  }
  console.log(`\n${language}`);
  const section = (title, items) => {
    if (items.length > 0)
      console.log(
        `  ${title} (${items.length}):\n${items.map((item) => `    ${item}`).join('\n')}`,
      );
  };
  section('missing', result.missing);
  section('extra', result.extra);
  section(
    'placeholders',
    result.placeholderMismatches.map(
      (m) =>
        `${m.key}: English ${m.expected.join(' ') || '(none)'}, here ${m.actual.join(' ') || '(none)'}`,
    ),
  );
}
