// Reads the web app's own source files as text, for checks that look at how code is
// written (logical-properties.test.ts). Plain JavaScript with Node's fs: in Vitest, Vite
// turns a CSS module imported with `?raw` into its class map, not its text.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const srcDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** `{ 'ui/theme.css': '…' }` for every file under apps/web/src whose name passes `accept`. */
export function readSourceFiles(accept) {
  const files = {};
  const visit = (dir) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) visit(full);
      else if (accept(entry.name))
        files[path.relative(srcDir, full).split(path.sep).join('/')] = readFileSync(full, 'utf8');
    }
  };
  visit(srcDir);
  return files;
}
