// Writes a brotli (`.br`) and a gzip (`.gz`) copy beside every text file of the built web
// app, so the server sends compressed files without compressing on each request
// (@fastify/static `preCompressed`). Run after the build and the prerendering.
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { promisify } from 'node:util';
import { isPrecompressedFile } from '@cloud-portal/contract/precompressed-files';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

async function* filesUnder(dir: string): AsyncGenerator<string> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* filesUnder(full);
    else yield full;
  }
}

/**
 * Brotli's best quality for the hashed files under assets/: each is fetched once per browser
 * and kept for good, so every byte saved counts, however long it takes here. The pages are
 * many (a few hundred prerendered ones) and their best quality would take minutes; quality
 * 5 leaves them about 8 % larger, a few milliseconds on a slow phone line.
 */
function brotliQualityFor(file: string): number {
  return file.includes(`${path.sep}assets${path.sep}`) ? constants.BROTLI_MAX_QUALITY : 5;
}

/** Compresses one file both ways; a copy that would not be smaller is not written. */
async function precompress(file: string): Promise<number> {
  const original = await readFile(file);
  const [br, gz] = await Promise.all([
    brotli(original, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: brotliQualityFor(file),
        [constants.BROTLI_PARAM_SIZE_HINT]: original.length,
      },
    }),
    gzipAsync(original, { level: constants.Z_BEST_COMPRESSION }),
  ]);
  let written = 0;
  if (br.length < original.length) {
    await writeFile(`${file}.br`, br);
    written += 1;
  }
  if (gz.length < original.length) {
    await writeFile(`${file}.gz`, gz);
    written += 1;
  }
  return written;
}

/** Precompresses every compressible file under `dir`; answers how many copies were written. */
export async function precompressDist(dir: string): Promise<number> {
  const files: string[] = [];
  for await (const file of filesUnder(dir)) if (isPrecompressedFile(file)) files.push(file);
  // A few at a time: brotli at its best quality is CPU-bound, and the machine has few cores.
  const queue = [...files];
  const workers = Array.from({ length: 4 }, async () => {
    let written = 0;
    for (let file = queue.shift(); file !== undefined; file = queue.shift()) written += await precompress(file);
    return written;
  });
  const counts = await Promise.all(workers);
  return counts.reduce((sum, count) => sum + count, 0);
}
