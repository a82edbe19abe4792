import { readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/** One entry of Vite's build manifest (dist/.vite/manifest.json); only the fields read here. */
export interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  /** Keys of the chunks this one imports statically (dynamicImports are loaded later). */
  imports?: string[];
}

export type BuildManifest = Record<string, ManifestChunk>;

export interface StartupJs {
  /** Manifest keys of the entries (`isEntry`). */
  entries: string[];
  /** Every script a first visit downloads before the app starts, relative to dist/. */
  files: { file: string; raw: number; gzip: number; brotli: number }[];
  /** Sums in bytes, each file compressed on its own as a server would send it. */
  raw: number;
  gzip: number;
  brotli: number;
}

/**
 * The scripts loaded before the app can start: each entry and every chunk it imports
 * statically, recursively, once each, entries first. Dynamic imports are left out: they
 * are what code splitting defers.
 */
export function startupChunkFiles(manifest: BuildManifest): { entries: string[]; files: string[] } {
  const entries = Object.keys(manifest).filter((key) => manifest[key]?.isEntry);
  if (entries.length === 0) throw new Error('the build manifest names no entry (isEntry)');
  const seen = new Set<string>();
  const files: string[] = [];
  const visit = (key: string): void => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) throw new Error(`the build manifest imports ${key}, which it does not list`);
    if (chunk.file.endsWith('.js')) files.push(chunk.file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const entry of entries) visit(entry);
  return { entries, files };
}

/** Reads the build's manifest and measures its start-up scripts raw, gzip -9 and brotli -11. */
export function measureStartupJs(distDir: string): StartupJs {
  const manifestPath = path.join(distDir, '.vite', 'manifest.json');
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as BuildManifest;
  const { entries, files } = startupChunkFiles(manifest);
  const sized = files.map((file) => {
    const content = readFileSync(path.join(distDir, file));
    return {
      file,
      raw: content.length,
      gzip: gzipSync(content, { level: 9 }).length,
      brotli: brotliCompressSync(content, {
        params: {
          [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
          [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
          [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
        },
      }).length,
    };
  });
  const sum = (key: 'raw' | 'gzip' | 'brotli') =>
    sized.reduce((total, file) => total + file[key], 0);
  return { entries, files: sized, raw: sum('raw'), gzip: sum('gzip'), brotli: sum('brotli') };
}
