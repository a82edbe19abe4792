// @ts-check
// Creates a PGlite data folder (PostgreSQL's initdb) and exits. pglite-worker-client.ts runs it
// as a process of its own before the worker opens a folder for the first time: initdb holds
// several hundred MB that the C allocator keeps after PGlite closes, and a process gives it
// back only by ending. Plain JavaScript: it runs with plain `node` from the sources and the build.
//
//   node apps/server/src/db/pglite-create-data-dir.mjs <folder>
import { PGlite } from '@electric-sql/pglite';

const dataDir = process.argv[2];
if (!dataDir) throw new Error('usage: pglite-create-data-dir.mjs <folder>');
const db = new PGlite(dataDir);
await db.waitReady;
await db.close();
