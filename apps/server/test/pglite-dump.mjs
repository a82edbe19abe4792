// @ts-check
// Writes a PGlite database's files into one tar file (PGlite's dumpDataDir), for
// pglite-template.ts. A process of its own: PGlite's WebAssembly runtime ends the process it
// closes in (Emscripten's exit), which must not be Vitest's.
//
//   node test/pglite-dump.mjs <database folder> <tar file>
import { writeFile } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';

const [dataDir, file] = process.argv.slice(2);
if (!dataDir || !file) throw new Error('usage: pglite-dump.mjs <database folder> <tar file>');
const pglite = new PGlite(dataDir);
await pglite.waitReady;
const files = await pglite.dumpDataDir('none');
await pglite.close();
await writeFile(file, Buffer.from(await files.arrayBuffer()));
