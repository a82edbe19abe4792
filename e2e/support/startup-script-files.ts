import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
}

const manifestFile = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..', 'apps', 'web', 'dist', '.vite', 'manifest.json');

/**
 * The paths of the start-up script as built: the entry chunk and the chunks it imports
 * statically (the build's manifest). Rolldown can emit a module the entry already loads as a
 * chunk of its own (rolldown#10731), which the entry then imports; the app's chunks are
 * dynamic imports and never among these.
 */
export function startupScriptPaths(): string[] {
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Record<string, ManifestChunk>;
  const entry = Object.values(manifest).find((chunk) => chunk.isEntry === true);
  if (!entry) throw new Error(`the build's manifest names no entry chunk: ${manifestFile}`);
  const imported = (entry.imports ?? []).map((key) => manifest[key]?.file ?? key);
  return [entry.file, ...imported].map((file) => `/${file}`);
}
