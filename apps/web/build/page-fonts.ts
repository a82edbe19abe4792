import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { BuildManifest } from './build-manifest';

/*
 * The typefaces a prerendered page declares itself, so that nothing moves once it painted:
 * - the @font-face rules of the language's faces (the built @fontsource stylesheets) inline,
 *   with `font-display: optional`: a face that is not there by the first paint is not
 *   swapped in later (the system font stays for this visit), so it never shifts the layout;
 * - the files the page's own text needs (the subsets whose unicode-range holds its
 *   characters). The page switches its faces on from the first paint when the browser has
 *   these files, and fetches them once it has loaded when it does not (src/app/first-paint.ts).
 * The app then loads no stylesheet for these faces (src/fonts/load-fonts.ts).
 */

export interface PageFonts {
  css: string;
  /** The font files the page's text needs, by their paths. */
  files: string[];
}

/** The built stylesheets of a face: `@fontsource/<id>/…css` in the manifest. */
function stylesheetsOf(manifest: BuildManifest, fontId: string): string[] {
  const own = new RegExp(`@fontsource/${fontId}/[^/]+\\.css$`);
  return Object.entries(manifest)
    .filter(([key]) => own.test(key))
    .map(([, chunk]) => chunk.file);
}

/** `U+0-FF, U+131, U+400-45F` as ranges of code points. */
function unicodeRanges(value: string): [number, number][] {
  return value.split(',').flatMap((part) => {
    const match = /U\+([0-9A-Fa-f?]+)(?:-([0-9A-Fa-f]+))?/.exec(part.trim());
    if (match?.[1] === undefined) return [];
    const start = parseInt(match[1].replace(/\?/g, '0'), 16);
    const end = match[2] !== undefined ? parseInt(match[2], 16) : parseInt(match[1].replace(/\?/g, 'F'), 16);
    return [[start, end] as [number, number]];
  });
}

/** The characters a page shows: its markup without tags. */
function codePointsOf(markup: string): Set<number> {
  const text = markup.replace(/<[^>]*>/g, ' ');
  return new Set([...text].map((char) => char.codePointAt(0) ?? 0));
}

export async function pageFonts(
  fontIds: readonly string[],
  markup: string,
  manifest: BuildManifest,
  distDir: string,
): Promise<PageFonts> {
  const stylesheets = fontIds.flatMap((id) => stylesheetsOf(manifest, id));
  const css = (await Promise.all(stylesheets.map((file) => readFile(path.join(distDir, file), 'utf8'))))
    .join('\n')
    .replace(/font-display:\s*swap/g, 'font-display:optional');
  const used = codePointsOf(markup);
  const files: string[] = [];
  for (const rule of css.match(/@font-face\s*{[^}]*}/g) ?? []) {
    const file = /url\((\/assets\/[^)]+\.woff2)\)/.exec(rule)?.[1];
    const range = /unicode-range:([^;}]+)/.exec(rule)?.[1];
    if (file === undefined) continue;
    const needed = range === undefined || unicodeRanges(range).some(([start, end]) => [...used].some((point) => point >= start && point <= end));
    if (needed && !files.includes(file)) files.push(file);
  }
  return { css, files };
}
