import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { classesIn } from './critical-css';

/** Vite's build manifest (dist/.vite/manifest.json): what each module became. */
export type BuildManifest = Record<
  string,
  { file: string; name?: string; src?: string; isEntry?: boolean; imports?: string[]; dynamicImports?: string[]; css?: string[] }
>;

/** The manifest keys of `modules` and of every chunk they import statically. */
export function chunkClosure(manifest: BuildManifest, modules: readonly string[]): string[] {
  const seen = new Set<string>();
  const visit = (key: string): void => {
    if (seen.has(key) || manifest[key] === undefined) return;
    seen.add(key);
    for (const imported of manifest[key].imports ?? []) visit(imported);
  };
  modules.forEach(visit);
  return [...seen];
}

/**
 * Per main screen, the files of the chunks its modules need beyond `already`; a module the
 * build did not make fails the build (the table in src/prerender/prerendered-pages.ts is
 * written by hand).
 */
export function frameScreenPreloads(
  manifest: BuildManifest,
  screenModules: Readonly<Record<string, readonly string[]>>,
  already: readonly string[],
): Record<string, string[]> {
  return Object.fromEntries(
    Object.entries(screenModules).map(([route, modules]) => {
      const unknown = modules.filter((module) => manifest[module] === undefined);
      if (unknown.length > 0) throw new Error(`The frame lists modules the build did not make for ${route}: ${unknown.join(', ')}`);
      const files = chunkClosure(manifest, modules)
        .filter((key) => !already.includes(key))
        .map((key) => manifest[key]?.file ?? key);
      return [route, files];
    }),
  );
}

/** The stylesheets of those chunks, in order, each once. */
export function cssOfChunks(manifest: BuildManifest, keys: readonly string[]): string[] {
  return [...new Set(keys.flatMap((key) => manifest[key]?.css ?? []))];
}

/** Every stylesheet of the build but the fonts' (the fonts are declared apart). */
function allStylesheets(manifest: BuildManifest): string[] {
  return [
    ...new Set(
      Object.entries(manifest)
        .filter(([key]) => !key.includes('@fontsource/'))
        .flatMap(([, chunk]) => chunk.css ?? []),
    ),
  ];
}

/**
 * The stylesheets (besides `already`) that style something in `markup`: those with a class
 * the markup uses. CSS Modules give every class a name of its own, so this is exact per file.
 */
export async function stylesheetsUsedBy(
  markup: string,
  manifest: BuildManifest,
  distDir: string,
  already: readonly string[],
): Promise<string[]> {
  const used = classesIn(markup);
  const found: string[] = [];
  for (const file of allStylesheets(manifest)) {
    if (already.includes(file)) continue;
    const css = await readFile(path.join(distDir, file), 'utf8');
    const classes = [...css.matchAll(/\.(-?[_a-zA-Z][\w-]*)/g)].map((match) => match[1]);
    if (classes.some((name) => name !== undefined && used.has(name))) found.push(file);
  }
  return found;
}
