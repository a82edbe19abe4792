import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const localesDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..', 'apps', 'web', 'src', 'i18n', 'locales');
const bundles = new Map<string, unknown>();

/**
 * The web app's text for `key` ('cookies.banner.title': area file, then path) in `language`,
 * with its {{placeholders}} filled: lets one journey find the same control in every language.
 */
export function translation(language: string, key: string, values: Record<string, string> = {}): string {
  const [area = '', ...keyPath] = key.split('.');
  const file = path.join(localesDir, language, `${area}.json`);
  if (!bundles.has(file)) bundles.set(file, JSON.parse(readFileSync(file, 'utf8')));
  let node = bundles.get(file);
  for (const part of keyPath) node = node !== null && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined;
  if (typeof node !== 'string') throw new Error(`no text ${key} in ${language}`);
  return node.replace(/\{\{(\w+)\}\}/g, (_match, name: string) => values[name] ?? `{{${name}}}`);
}
